// PostgreSQL tests start a throwaway server from Debian's PostgreSQL binaries (and, as root, run
// it as the `postgres` user the package creates). Installs the package with apt-get when missing
// and we are root; otherwise says exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const hasInitdb = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

if (!hasInitdb()) {
  if (process.getuid?.() !== 0) {
    console.error('PostgreSQL is missing. Install it with: sudo apt-get install -y postgresql');
    process.exit(1);
  }
  console.log('Installing Debian postgresql for the PostgreSQL tests...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
    stdio: 'inherit',
  });
}
if (!/^postgres:/m.test(readFileSync('/etc/passwd', 'utf8'))) {
  console.error(
    'The `postgres` user is missing. The postgresql package creates it; as root, tests run the server as it.',
  );
  process.exit(1);
}
