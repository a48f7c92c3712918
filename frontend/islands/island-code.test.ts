import { describe, expect, it } from 'vitest';
import { DECLARED_ISLANDS } from './island';
import { ISLAND_CODE } from './island-code';
import { ISLAND_TRIGGERS, type IslandName } from './island-names';

describe('island code', () => {
  it('loads, for every island, the very component the pages place through island(...)', async () => {
    const names = Object.keys(ISLAND_TRIGGERS) as IslandName[];
    for (const name of names) {
      const loaded = await ISLAND_CODE[name]();
      expect(DECLARED_ISLANDS.get(name), name).toBe(loaded);
    }
    expect([...DECLARED_ISLANDS.keys()].sort()).toEqual([...names].sort());
  });
});
