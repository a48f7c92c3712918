import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { PROJECT_ROOT } from '../paths';
import { LAST_ADMIN } from '../services/account-access';
import { verifyPassword } from '../services/password-hash';
import { makeTempDir, startTestApp, TEST_ADMIN } from '../testing/test-app';

const CLI = ['--import', 'tsx', 'backend/cli/set-password.ts'];
const cliEnv = (dataDir: string) => ({
  ...process.env,
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: '',
  ADMIN_USERNAME: '',
});

/** Run `tsx backend/cli/set-password.ts <args>` with `input` piped to its standard input. */
function runCli(dataDir: string, args: string | string[], input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...CLI, ...[args].flat()], {
      cwd: PROJECT_ROOT,
      env: cliEnv(dataDir),
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

/**
 * Run the command on a terminal (util-linux `script` gives it a pseudo-terminal) and type each
 * answer once its prompt shows.
 */
function runCliOnTerminal(dataDir: string, username: string, answers: Record<string, string>) {
  const command = [process.execPath, ...CLI, username].map((a) => `'${a}'`).join(' ');
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      cwd: PROJECT_ROOT,
      env: cliEnv(dataDir),
    });
    let output = '';
    const typed = new Set<string>();
    child.stdout.on('data', (c) => {
      output += c;
      for (const [prompt, answer] of Object.entries(answers)) {
        if (output.includes(prompt) && !typed.has(prompt)) {
          typed.add(prompt);
          child.stdin.write(`${answer}\r`);
        }
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function storedUser(dataDir: string, username: string) {
  const app = await createApp({ dataDir, blogSeedFile: null, logRequests: false });
  try {
    return {
      user: await app.store.users.findByUsername(username),
      sessions: await app.store.sessions.count(),
    };
  } finally {
    await app.close();
  }
}

describe('npm run admin:password', () => {
  it('refuses while the server holds the store', async () => {
    const t = await startTestApp();
    try {
      const { code, output } = await runCli(t.dataDir, TEST_ADMIN.username, 'new-password-123\n');
      expect(code).toBe(1);
      expect(output).toContain('The server is running and holds the store');
    } finally {
      await t.stop();
    }
  });

  it('sets the password read from piped input, keeps the rules, and signs the user out', async () => {
    const dataDir = await makeTempDir();
    const t = await startTestApp({ dataDir });
    const cookie = await t.login();
    await t.stop();

    const short = await runCli(dataDir, TEST_ADMIN.username, 'too-short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 12 characters');

    const long = 'a-long-password-'.repeat(13);
    const tooLong = await runCli(dataDir, TEST_ADMIN.username, `${long}\n`);
    expect(tooLong.code).toBe(1);
    expect(tooLong.output).toContain('at most 200 characters');

    const common = await runCli(dataDir, TEST_ADMIN.username, 'qwerty123456\n');
    expect(common.code).toBe(1);
    expect(common.output).toContain('one of the most common');

    const none = await runCli(dataDir, TEST_ADMIN.username, '');
    expect(none.code).toBe(1);
    expect(none.output).toContain('No password on standard input. Nothing was changed.');

    // Only the first line is the password: nothing asks for it again.
    const ok = await runCli(dataDir, TEST_ADMIN.username, 'new-password-123\nignored\n');
    expect(ok.output).toContain('signed out');
    expect(ok.output).not.toContain('Repeat');
    expect(ok.code).toBe(0);

    const { user, sessions } = await storedUser(dataDir, TEST_ADMIN.username);
    expect(await verifyPassword('new-password-123', user!.passwordHash)).toBe(true);
    // Stored before roles existed, and no --role given: still an admin.
    expect(user!.role).toBe('admin');
    expect(sessions).toBe(0);
    expect(cookie).toMatch(/^lhe_session=/);
    // Five runs of the command, each starting tsx: allow for a busy machine.
  }, 90_000);

  it('creates a canvasser with --role and a piped password; changes a role only when --role is given', async () => {
    const dataDir = await makeTempDir();
    const created = await runCli(dataDir, ['--role', 'canvasser', 'Kim'], 'kim-Canvas-Pass-77\n');
    expect(created.output).toContain('Created canvasser "Kim".');
    expect(created.code).toBe(0);
    const kim = (await storedUser(dataDir, 'kim')).user!;
    expect(kim).toMatchObject({ username: 'Kim', role: 'canvasser' });
    expect(await verifyPassword('kim-Canvas-Pass-77', kim.passwordHash)).toBe(true);

    const t = await startTestApp({ dataDir });
    try {
      const res = await t.request('/api/auth/login', {
        method: 'POST',
        json: { username: 'kim', password: 'kim-Canvas-Pass-77' },
      });
      expect(await res.json()).toEqual({ authenticated: true, username: 'Kim', role: 'canvasser' });
    } finally {
      await t.stop();
    }

    expect((await runCli(dataDir, 'kim', 'kim-Other-Pass-78\n')).code).toBe(0);
    expect((await storedUser(dataDir, 'kim')).user!.role).toBe('canvasser');
    const promoted = await runCli(dataDir, ['--role=admin', 'kim'], 'kim-Third-Pass-79\n');
    expect(promoted.output).toContain('role now admin');
    expect((await storedUser(dataDir, 'kim')).user!.role).toBe('admin');

    for (const args of [
      ['--role', 'owner', 'kim'],
      ['--role', 'admin'],
      ['a', 'b'],
    ]) {
      const wrong = await runCli(dataDir, args, 'kim-Fourth-Pass-80\n');
      expect(wrong.code, args.join(' ')).toBe(2);
      expect(wrong.output).toContain('Usage: npm run admin:password -- [--role admin|canvasser] <username>');
    }
    const spaced = await runCli(dataDir, 'new user', 'kim-Fourth-Pass-80\n');
    expect(spaced.code).toBe(1);
    expect(spaced.output).toContain('The username cannot contain spaces. Nothing was changed.');
  }, 90_000);

  it.skipIf(!existsSync('/usr/bin/script'))(
    'on a terminal asks twice without echo and refuses answers that differ',
    async () => {
      const dataDir = await makeTempDir();
      const prompts = {
        'New password for': 'tty-Test-Password-1',
        'Repeat the new password': 'tty-Test-Password-2',
      };
      const mismatch = await runCliOnTerminal(dataDir, 'pat', prompts);
      expect(mismatch.output).toContain('The passwords do not match. Nothing was changed.');
      expect(mismatch.output).not.toContain('tty-Test-Password');
      expect(mismatch.code).toBe(1);
      const ok = await runCliOnTerminal(dataDir, 'pat', {
        ...prompts,
        'Repeat the new password': 'tty-Test-Password-1',
      });
      expect(ok.output).toContain('Created admin "pat".');
      expect(ok.code).toBe(0);
    },
    60_000,
  );

  it('never demotes the last enabled admin, and changes nothing then', async () => {
    const dataDir = await makeTempDir();
    await (await startTestApp({ dataDir })).stop();
    const demoted = await runCli(dataDir, ['--role', 'canvasser', TEST_ADMIN.username], 'new-password-123\n');
    expect(demoted.output).toContain(`${LAST_ADMIN} Nothing was changed.`);
    expect(demoted.code).toBe(1);
    const { user } = await storedUser(dataDir, TEST_ADMIN.username);
    expect(user!.role).toBe('admin');
    expect(await verifyPassword(TEST_ADMIN.password, user!.passwordHash)).toBe(true);
  }, 30_000);

  it('clears the demand to replace a generated password and deletes its file', async () => {
    const dataDir = await makeTempDir();
    const first = await createApp({ dataDir, blogSeedFile: null, logRequests: false });
    await first.close();
    const file = join(dataDir, 'first-admin-password.txt');
    expect(existsSync(file)).toBe(true);

    const ok = await runCli(dataDir, 'admin', 'cli-Chosen-Password-1\n');
    expect(ok.code).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect((await storedUser(dataDir, 'admin')).user?.mustChangePassword).toBe(false);
  }, 30_000);
});
