/**
 * `npm run admin:account` beside a running server, on both engines: on PostgreSQL it disables the
 * account and the server refuses its open session at the next request; on the JSON store the
 * server holds the store and the command says to stop it. `admin:password --role canvasser` never
 * demotes the last enabled admin on either.
 */
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildUser } from '../../../tests/factories/user.factory';
import { PROJECT_ROOT } from '../../paths';
import { LAST_ADMIN } from '../../services/account-access';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/test-app';
import { testDatabaseOf } from '../../testing/test-databases';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await startTestApp();
  admin = await t.login();
});
afterEach(() => t.stop());

function runCli(script: string, args: string[], input = '') {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `backend/cli/${script}`, ...args], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        DATABASE_URL: testDatabaseOf(t.dataDir) ?? '',
        ADMIN_PASSWORD: '',
        ADMIN_USERNAME: '',
      },
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}

const onPostgres = () => testDatabaseOf(t.dataDir) !== undefined;
const session = async (cookie: string) => (await t.request('/api/auth/session', { cookie })).json();

describe('the account commands beside a running server', () => {
  it('disable: refuses the open session at once on PostgreSQL; asks to stop the server on JSON', async () => {
    const kim = buildUser();
    await t.request('/api/admin/users', { method: 'POST', json: kim, cookie: admin });
    const tablet = await t.login(kim);
    const { code, output } = await runCli('account-access.ts', ['disable', kim.username]);
    if (onPostgres()) {
      expect(output).toContain(`"${kim.username}" disabled; 1 session ended.`);
      expect(code).toBe(0);
      expect(await session(tablet)).toEqual({ authenticated: false });
      expect((await t.request('/api/auth/login', { method: 'POST', json: kim })).status).toBe(403);
    } else {
      expect(output).toContain('The server is running and holds the store');
      expect(output).toContain('Stop it, then run this again.');
      expect(code).toBe(1);
      expect(await session(tablet)).toMatchObject({ authenticated: true });
    }
  }, 30_000);

  // On JSON the commands do not run beside the server (above); backend/cli/*.test.ts run them stopped.
  it.skipIf(!inject('pgServerUrl'))(
    'never disables or demotes the last enabled admin',
    async () => {
      const disabled = await runCli('account-access.ts', ['disable', TEST_ADMIN.username]);
      expect(disabled.output).toContain(`${LAST_ADMIN} Nothing was changed.`);
      expect(disabled.code).toBe(1);
      const demoted = await runCli(
        'set-password.ts',
        ['--role', 'canvasser', TEST_ADMIN.username],
        'new-password-123\n',
      );
      expect(demoted.output).toContain(`${LAST_ADMIN} Nothing was changed.`);
      expect(demoted.code).toBe(1);
      expect((await t.request('/api/admin/users', { cookie: admin })).status).toBe(200);
      expect(await t.login()).toBeTruthy();
    },
    30_000,
  );
});
