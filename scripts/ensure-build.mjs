// `npm start` builds first when a build is missing or older than its sources: the whole build
// when the site's sources changed, only the server's bundle when only the server's did.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

/** 'missing', 'stale' or 'fresh': the build's stamp file against the newest of its sources. */
function state(stamp, sources) {
  const built = existsSync(join(root, stamp)) ? statSync(join(root, stamp)).mtimeMs : 0;
  if (!built) return 'missing';
  return built < Math.max(...sources.map((s) => newestMtime(join(root, s)))) ? 'stale' : 'fresh';
}

const site = state('dist/404.html', [
  'frontend',
  'shared',
  'data/seed',
  'vite.config.ts',
  'package-lock.json',
]);
const server = state('dist-server/server.mjs', ['backend', 'shared', 'package-lock.json']);
if (site !== 'fresh') {
  console.log(
    site === 'stale' ? 'Sources changed since the last build: rebuilding...' : 'No build yet: building...',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (server !== 'fresh') {
  console.log(
    server === 'stale'
      ? 'Server sources changed since the last build: rebuilding the server...'
      : 'No server build yet: building the server...',
  );
  execSync('npm run build:server', { cwd: root, stdio: 'inherit' });
}
