import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order';

type Item = { key: number; at: number };
const byKey = (a: Item, b: Item) => a.key - b.key;

describe('firstInOrder', () => {
  it('answers what a stable full sort answers, for any items and count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 20 }) }), { maxLength: 300 }),
        fc.integer({ min: 0, max: 1200 }),
        (records, count) => {
          const items = records.map((r, at) => ({ ...r, at }));
          expect(firstInOrder(items, count, byKey)).toEqual(items.toSorted(byKey).slice(0, count));
        },
      ),
    );
  });

  it('keeps ties in their original order past the first page', () => {
    const items = [5, 1, 5, 1, 5].map((key, at) => ({ key, at }));
    expect(firstInOrder(items, 4, byKey).map((i) => i.at)).toEqual([1, 3, 0, 2]);
  });
});
