// `npm start` builds first when the build is missing or older than the sources.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, 'dist', '404.html');
const sources = ['frontend', 'shared', 'data/seed', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (built < changed) {
  console.log(built ? 'Sources changed since the last build: rebuilding...' : 'No build yet: building...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
