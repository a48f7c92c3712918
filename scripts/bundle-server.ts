// Compiles a server entry point and everything it imports from the project into plain JavaScript
// (packages stay imports from node_modules), so the server runs on node alone: no TypeScript
// loader thread or transform caches in the running process (decision 013).
//   npm run build:server       backend/server.ts -> dist-server/server.mjs
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Bundle `entries` (project paths) into `outdir`, one .mjs file each. `outdir` must be one
 * folder below the project root, as backend/ is: backend/paths.ts finds the root as '..'.
 */
export async function bundleServer(entries: string[], outdir: string): Promise<void> {
  rmSync(resolve(root, outdir), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    bundle: true,
    // The PostgreSQL engine stays a chunk of its own, loaded only when DATABASE_URL is set.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
}

if (process.argv[1] === import.meta.filename) await bundleServer(['backend/server.ts'], 'dist-server');
