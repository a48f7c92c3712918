import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdIndex, type IdHash } from './id-index';

/** A hash with only 4 values: almost every id collides with others. */
const weak: IdHash = (id) => [id.charCodeAt(0) % 2, id.charCodeAt(1) % 2];

describe('IdIndex', () => {
  it.each([
    ['the real hash', undefined],
    ['a hash that collides all the time', weak],
  ])('finds every id it holds and forgets removed ones, like a Map (%s)', (_, hash) => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            op: fc.constantFrom('add', 'add', 'remove'),
            id: fc.constantFrom(...Array.from({ length: 40 }, (_, i) => `id-${i}`)),
            segment: fc.constantFrom('a', 'b', 'c'),
          }),
          { maxLength: 300 },
        ),
        (ops) => {
          const index = new IdIndex<string>(hash);
          const model = new Map<string, string>();
          for (const { op, id, segment } of ops) {
            if (op === 'add' && !model.has(id)) {
              index.add(id, segment);
              model.set(id, segment);
            } else if (op === 'remove' && model.has(id)) {
              index.remove(id, model.get(id)!);
              model.delete(id);
            }
          }
          expect(index.size).toBe(model.size);
          // A stored id is always found exactly: an id that shares its hash with one already
          // in the table goes to the exact overflow map. (Only absent ids can get a false hit.)
          for (const [id, segment] of model) expect(index.lookup(id)).toBe(segment);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('grows to hundreds of thousands of ids, and shrinks again', () => {
    const index = new IdIndex<string>();
    const ids = Array.from({ length: 200_000 }, () => randomUUID());
    ids.forEach((id, i) => index.add(id, `s${i % 7}`));
    expect(ids.filter((id, i) => index.lookup(id) !== `s${i % 7}`)).toEqual([]);
    expect(index.lookup(randomUUID())).toBeUndefined();
    for (const id of ids.slice(0, 100_000)) index.remove(id, index.lookup(id)!);
    expect(index.size).toBe(100_000);
    expect(ids.slice(0, 100_000).filter((id) => index.lookup(id) !== undefined)).toEqual([]);
    expect(ids.slice(100_000).filter((id, i) => index.lookup(id) !== `s${(i + 100_000) % 7}`)).toEqual([]);
  });
});
