/** The newcomer's docs name files to open: each one named must exist, so the map stays true as code moves. */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOCS = ['README.md', 'docs/README.md', 'docs/guide.md'];
const PATH = /`((?:backend|frontend|shared|scripts|tests|docs|deploy|bench)\/[\w./-]+)`/g;

describe('docs name files that exist', () => {
  it.each(DOCS)('%s', (doc) => {
    const named = [...readFileSync(doc, 'utf8').matchAll(PATH)].map((m) => m[1].replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((path) => !existsSync(path))).toEqual([]);
  });
});
