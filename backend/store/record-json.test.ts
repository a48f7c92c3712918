import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recordText, storedText, toStored } from './record-json';

/**
 * Same structure: prototypes, own keys in order, and values by Object.is (-0 is not 0). (Vitest's
 * toStrictEqual also compares `constructor` properties, which these records may have as data.)
 */
function expectSameStructure(actual: unknown, expected: unknown, path = '$'): void {
  if (actual === null || expected === null || typeof actual !== 'object' || typeof expected !== 'object') {
    expect(Object.is(actual, expected), `${path}: ${String(actual)} vs ${String(expected)}`).toBe(true);
    return;
  }
  expect(Object.getPrototypeOf(actual), `${path} prototype`).toBe(Object.getPrototypeOf(expected));
  expect(Reflect.ownKeys(actual), `${path} keys`).toEqual(Reflect.ownKeys(expected));
  for (const key of Reflect.ownKeys(expected)) {
    const at = `${path}.${String(key)}`;
    expectSameStructure(Reflect.get(actual, key), Reflect.get(expected, key), at);
  }
}

const isDeepFrozen = (value: unknown): boolean =>
  value === null ||
  typeof value !== 'object' ||
  (Object.isFrozen(value) && Object.values(value).every(isDeepFrozen));

/** Records as a handler might build them, with every value JSON changes or drops on the way. */
const records = fc
  .tuple(
    fc.uuid(),
    fc.object({
      key: fc.oneof(fc.string(), fc.constantFrom('__proto__', 'toJSON', 'constructor', '0', '-1')),
      values: [
        fc.anything({
          withDate: true,
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withNullPrototype: true,
          withSparseArray: true,
          withTypedArray: true,
        }),
        fc.constantFrom(undefined, NaN, -0, Infinity, () => 1, Symbol('s'), new Date(0)),
      ],
    }),
  )
  // A toJSON of the record itself would make its JSON something else than an object: no record.
  .map(([id, { toJSON: _, ...fields }]) => ({ ...fields, id }));

describe('toStored', () => {
  it('keeps exactly what a JSON round trip gives, frozen, with its text remembered', () => {
    fc.assert(
      fc.property(records, (record) => {
        const text = JSON.stringify(record);
        const stored = toStored(record);
        expectSameStructure(stored, JSON.parse(text));
        expect(JSON.stringify(stored)).toBe(text); // same keys in the same order
        expect(isDeepFrozen(stored)).toBe(true);
        expect(storedText(stored)).toBe(text);
        expect(recordText(stored)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('never shares an object with the caller', () => {
    const address = { street: '12 Palisade Avenue', tags: ['a'] };
    const record = { id: 'r1', address, when: new Date(0), count: -0, missing: undefined };
    const stored = toStored(record);
    expectSameStructure(stored, {
      id: 'r1',
      address: { street: '12 Palisade Avenue', tags: ['a'] },
      when: '1970-01-01T00:00:00.000Z',
      count: 0,
    });
    expect(stored.address).not.toBe(address);
    expect(stored.address.tags).not.toBe(address.tags);
    expect(Object.isFrozen(address)).toBe(false);
  });

  it('refuses what JSON cannot hold', () => {
    const cyclic: { id: string; self?: unknown } = { id: 'c' };
    cyclic.self = cyclic;
    expect(() => toStored(cyclic)).toThrow(TypeError);
    expect(() => toStored({ id: 'b', n: 1n } as never)).toThrow(TypeError);
  });

  it('knows no text for objects it did not store', () => {
    expect(storedText({ id: 'x' })).toBeUndefined();
  });
});
