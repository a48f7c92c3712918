/** Compares two records field by field, ignoring key order, undefined values and named fields. */

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

export function sameContent(a: object, b: object, ignore: readonly string[]): boolean {
  const strip = (o: object) => Object.fromEntries(Object.entries(o).filter(([k]) => !ignore.includes(k)));
  return JSON.stringify(canonical(strip(a))) === JSON.stringify(canonical(strip(b)));
}
