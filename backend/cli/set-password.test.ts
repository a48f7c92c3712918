import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { PROJECT_ROOT } from '../paths';
import { verifyPassword } from '../services/password-hash';
import { makeTempDir, startTestApp, TEST_ADMIN } from '../testing/test-app';

/** Run `tsx backend/cli/set-password.ts <username>` with piped answers. */
function runCli(dataDir: string, username: string, input: string) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/cli/set-password.ts', username], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '', ADMIN_USERNAME: '' },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

describe('npm run admin:password', () => {
  it('refuses while the server holds the store', async () => {
    const t = await startTestApp();
    try {
      const { code, output } = await runCli(
        t.dataDir,
        TEST_ADMIN.username,
        'new-password-123\nnew-password-123\n',
      );
      expect(code).toBe(1);
      expect(output).toContain('The server is running and holds the store');
    } finally {
      await t.stop();
    }
  });

  it('sets the password after two matching answers and signs the user out', async () => {
    const dataDir = await makeTempDir();
    const t = await startTestApp({ dataDir });
    const cookie = await t.login();
    await t.stop();

    const short = await runCli(dataDir, TEST_ADMIN.username, 'too-short\ntoo-short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('at least 12 characters');

    const long = 'a-long-password-'.repeat(13);
    const tooLong = await runCli(dataDir, TEST_ADMIN.username, `${long}\n${long}\n`);
    expect(tooLong.code).toBe(1);
    expect(tooLong.output).toContain('at most 200 characters');

    const common = await runCli(dataDir, TEST_ADMIN.username, 'qwerty123456\nqwerty123456\n');
    expect(common.code).toBe(1);
    expect(common.output).toContain('one of the most common');

    const mismatch = await runCli(dataDir, TEST_ADMIN.username, 'new-password-123\nnew-password-124\n');
    expect(mismatch.code).toBe(1);
    expect(mismatch.output).toContain('do not match');

    const ok = await runCli(dataDir, TEST_ADMIN.username, 'new-password-123\nnew-password-123\n');
    expect(ok.output).toContain('signed out');
    expect(ok.code).toBe(0);

    const app = await createApp({ dataDir, blogSeedFile: null, logRequests: false });
    try {
      const user = (await app.store.users.findByUsername(TEST_ADMIN.username))!;
      expect(await verifyPassword('new-password-123', user.passwordHash)).toBe(true);
      expect(await app.store.sessions.count()).toBe(0);
      expect(cookie).toMatch(/^lhe_session=/);
    } finally {
      await app.close();
    }
    // Six runs of the command, each starting tsx: allow for a busy machine.
  }, 90_000);

  it('clears the demand to replace a generated password and deletes its file', async () => {
    const dataDir = await makeTempDir();
    const first = await createApp({ dataDir, blogSeedFile: null, logRequests: false });
    await first.close();
    const file = join(dataDir, 'first-admin-password.txt');
    expect(existsSync(file)).toBe(true);

    const ok = await runCli(dataDir, 'admin', 'cli-Chosen-Password-1\ncli-Chosen-Password-1\n');
    expect(ok.code).toBe(0);
    expect(existsSync(file)).toBe(false);
    const app = await createApp({ dataDir, blogSeedFile: null, logRequests: false });
    try {
      expect((await app.store.users.findByUsername('admin'))?.mustChangePassword).toBe(false);
    } finally {
      await app.close();
    }
  }, 30_000);
});
