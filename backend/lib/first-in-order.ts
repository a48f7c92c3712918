/** The first `count` items in `compare` order, ties in their original order: a page without sorting everything. */

/** Above this many, inserting into the kept list costs more than one sort. */
const MAX_KEPT = 1000;

export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count > MAX_KEPT) return items.toSorted(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && (count === 0 || compare(item, kept[count - 1]) >= 0)) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(kept[mid], item) <= 0) low = mid + 1;
      else high = mid;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
