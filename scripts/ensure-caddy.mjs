// The deployment test runs Debian's caddy in front of the app, as docs/deploy.md sets it up.
// Installs the package with apt-get when missing and we are root; otherwise says what to do. The
// package's own service is left alone: the test starts its own caddy on loopback.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('/usr/bin/caddy')) {
  if (process.getuid?.() !== 0) {
    console.error('Caddy is missing. Install it with: sudo apt-get install -y caddy');
    process.exit(1);
  }
  console.log('Installing Debian caddy for the deployment test...');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends caddy',
    { stdio: 'inherit' },
  );
  // Debian starts the packaged service on install; the test needs none of it.
  execSync('(systemctl disable --now caddy || service caddy stop || true) >/dev/null 2>&1', {
    stdio: 'inherit',
  });
}
