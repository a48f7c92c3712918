/**
 * Last build step: writes Brotli (.br) and gzip (.gz) copies of every text file in dist/ beside
 * it, once, at the highest levels; the static server (koa-send) answers with the copy the browser
 * accepts. Compressing at build time costs nothing per request and beats on-the-fly levels.
 * sw.js is left alone: it is tiny, and browsers must always see its current bytes.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const distDir = resolve(import.meta.dirname, '..', 'dist');
const TEXT = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const SKIP = new Set(['sw.js']);
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

const files = (await filesUnder(distDir)).filter((f) => TEXT.test(f) && !SKIP.has(relative(distDir, f)));
let raw = 0;
let brotli = 0;
let count = 0;
// A few at a time: enough to keep both cores busy without holding every file in memory.
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const bytes = await readFile(file);
      const [b, g] = await Promise.all([
        br(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
      raw += bytes.length;
      brotli += b.length;
      count += 1;
    }
  }),
);
console.log(
  `compress: ${count} files, ${(raw / 1024 / 1024).toFixed(2)} MB → ${(brotli / 1024 / 1024).toFixed(2)} MB brotli`,
);
