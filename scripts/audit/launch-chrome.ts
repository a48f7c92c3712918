/**
 * The Chromium that Lighthouse drives, started the way a user's Chrome runs: without root.
 *
 * Run as root, Chromium sets its own threads' priorities in a way no unprivileged Chrome can:
 * it raises its browser process's UI and IO threads to nice −8 and leaves the renderer of the
 * page under test at nice +5 (its "background" priority, which it could not undo without root).
 * On a 2-core machine the page's main thread then waits behind the browser process for most of
 * its tasks, and Lighthouse's simulation multiplies that wait by 4 into TBT. As any other user,
 * every Chromium thread stays at nice 0, as on a user's machine. So when the audit runs as root,
 * Chromium runs as `nobody` (setpriv, from util-linux), with a profile folder of its own.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';

/** Debian's `nobody`. */
const UNPRIVILEGED_UID = 65534;
const WRAPPER = fileURLToPath(new URL('./chromium-as-user.sh', import.meta.url));

export interface LaunchedChrome {
  port: number;
  /** The browser process (after the wrapper's exec, Chromium itself). */
  pid: number;
  kill(): void;
}

function hasSetpriv(): boolean {
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export async function launchChrome(chromeFlags: readonly string[]): Promise<LaunchedChrome> {
  const flags = [...chromeFlags];
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (process.getuid?.() !== 0) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
    return { port: chrome.port, pid: chrome.pid, kill: () => chrome.kill() };
  }
  if (!hasSetpriv()) {
    throw new Error(
      'The audit runs as root and needs setpriv (Debian package util-linux) to run Chromium as ' +
        'an unprivileged user; install it or run the audit as another user.',
    );
  }
  // chrome-launcher would make a root-only profile folder; this one belongs to the user Chromium
  // runs as (its parent, the system's temp folder, must be open to it).
  const profile = mkdtempSync(join(tmpdir(), 'audit-chrome-'));
  chownSync(profile, UNPRIVILEGED_UID, UNPRIVILEGED_UID);
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: WRAPPER,
      chromeFlags: flags,
      userDataDir: profile,
      envVars: {
        ...(process.env as Record<string, string>),
        AUDIT_CHROME_PATH: chromePath,
        AUDIT_CHROME_UID: String(UNPRIVILEGED_UID),
        AUDIT_CHROME_HOME: profile,
      },
    });
    return {
      port: chrome.port,
      pid: chrome.pid,
      kill: () => {
        chrome.kill();
        removeProfile();
      },
    };
  } catch (err) {
    removeProfile();
    throw err;
  }
}
