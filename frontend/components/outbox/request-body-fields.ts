/**
 * Reading and replacing a field of a queued request's JSON body by the dotted path the API's
 * validation errors name ("address", "attribution.utmSource").
 */

/** The value at `path` in `body`, or undefined when any step is missing. */
export function valueAt(body: unknown, path: string): unknown {
  let current: unknown = body;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `body` with each path set to its new value (missing objects on the way are created). */
export function bodyWith(body: unknown, values: Record<string, unknown>): unknown {
  const copy = structuredClone(typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.');
    let target = copy;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = (typeof next === 'object' && next !== null ? next : (target[key] = {})) as Record<
        string,
        unknown
      >;
    }
    target[keys[keys.length - 1]] = value;
  }
  return copy;
}

/** The words the forms use for a field ("phone" is the form's "Phone Number"); others spelled out. */
const FORM_LABELS: Record<string, string> = {
  phone: 'Phone Number',
  scheduledDate: 'Date',
  scheduledTime: 'Time',
};

export function fieldLabel(path: string): string {
  if (FORM_LABELS[path]) return FORM_LABELS[path];
  const words = path
    .replace(/\./g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
