/**
 * `npm run admin:account`: disable, enable and end sessions from the command line, never the last
 * enabled admin; on the JSON store it says the server must be stopped first.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../tests/factories/user.factory';
import { PROJECT_ROOT } from '../paths';
import { LAST_ADMIN } from '../services/account-access';
import { ACCOUNT_DISABLED } from '../services/sign-in';
import { makeTempDir, startTestApp, TEST_ADMIN } from '../testing/test-app';

function runCli(dataDir: string, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'backend/cli/account-access.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '', ADMIN_USERNAME: '' },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end();
  });
}

describe('npm run admin:account', () => {
  it('says the server must be stopped while it holds the JSON store', async () => {
    const t = await startTestApp();
    try {
      const { code, output } = await runCli(t.dataDir, ['disable', TEST_ADMIN.username]);
      expect(output).toContain('The server is running and holds the store');
      expect(output).toContain('Stop it, then run this again.');
      expect(code).toBe(1);
    } finally {
      await t.stop();
    }
  });

  it('disables and enables an account and ends its sessions, but never the last admin', async () => {
    const dataDir = await makeTempDir();
    const kim = buildUser();
    let t = await startTestApp({ dataDir });
    const admin = await t.login();
    await t.request('/api/admin/users', { method: 'POST', json: kim, cookie: admin });
    await t.login(kim);
    await t.stop();

    const last = await runCli(dataDir, ['disable', TEST_ADMIN.username]);
    expect(last.output).toContain(`${LAST_ADMIN} Nothing was changed.`);
    expect(last.code).toBe(1);
    const disabled = await runCli(dataDir, ['disable', kim.username.toUpperCase()]);
    expect(disabled.output).toContain(`"${kim.username}" disabled; 1 session ended.`);
    expect(disabled.output).toContain(`security account-disabled ok user="${kim.username}" client=cli`);
    expect(disabled.code).toBe(0);
    expect((await runCli(dataDir, ['disable', 'nobody'])).output).toContain('No account "nobody".');
    expect((await runCli(dataDir, ['lock', kim.username])).code).toBe(2);

    t = await startTestApp({ dataDir });
    try {
      const refused = await t.request('/api/auth/login', { method: 'POST', json: kim });
      expect(await refused.json()).toEqual({ message: ACCOUNT_DISABLED });
      expect((await t.request('/api/auth/session', { cookie: await t.login() })).status).toBe(200);
    } finally {
      await t.stop();
    }
    expect((await runCli(dataDir, ['enable', kim.username])).code).toBe(0);
    const ended = await runCli(dataDir, ['end-sessions', TEST_ADMIN.username]);
    // Signed in twice above, once before each stop.
    expect(ended.output).toContain(`"${TEST_ADMIN.username}" signed out everywhere; 2 sessions ended.`);
    t = await startTestApp({ dataDir });
    try {
      expect((await t.request('/api/auth/login', { method: 'POST', json: kim })).status).toBe(200);
    } finally {
      await t.stop();
    }
  }, 90_000);
});
