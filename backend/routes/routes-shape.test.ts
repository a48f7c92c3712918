/** Routes parse, call a service and answer: a router that grows past 80 lines holds logic that belongs elsewhere. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES_DIR = fileURLToPath(new URL('.', import.meta.url));
const MAX_ROUTER_LINES = 80;

const routerFiles = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.router.ts'))
  .sort();

describe('backend/routes', () => {
  it('has router files to check', () => {
    expect(routerFiles.length).toBeGreaterThan(10);
  });

  it.each(routerFiles)(`%s is ${MAX_ROUTER_LINES} lines or fewer`, (file) => {
    const lines = readFileSync(join(ROUTES_DIR, file), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(MAX_ROUTER_LINES);
  });
});
