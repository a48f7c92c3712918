/**
 * `npm run test:e2e:pg`: the browser suite once more with both test servers keeping their store in
 * PostgreSQL (a throwaway server from backend/testing/pg-cluster.ts, removed afterwards). The
 * servers start from playwright.config.ts, which reads the two database URLs set here.
 * It runs the specs that store, read or deliver through the server; the specs that only look at
 * pages (layout, headers, axe, prerender) cannot tell the engines apart and run once, on the JSON
 * store. Arguments go to `playwright test` instead (a spec file, `--grep`).
 */
import { spawn } from 'node:child_process';
import { startPgCluster } from '../../backend/testing/pg-cluster';

const STORE_SPECS = [
  /admin-(area|delivery|inbox|lead-status|reports|users)\.spec/,
  /admin\.spec/,
  /(availability|booking|capture(-outbox)?|manage-call|estimate-form|email-not-configured|phone-tracking|before-hydration|pages-more)\.spec/,
  /offline.*\.spec/,
  /outbox-.*\.spec/,
  /thank-you-saved\.spec/,
].map((pattern) => pattern.source);

const cluster = await startPgCluster();
let code = 1;
try {
  const env = {
    ...process.env,
    E2E_DATABASE_URL: await cluster.createDatabase('e2e'),
    E2E_NO_MAIL_DATABASE_URL: await cluster.createDatabase('e2e_no_mail'),
    E2E_CALENDAR_DATABASE_URL: await cluster.createDatabase('e2e_calendar'),
  };
  const args = [
    'playwright',
    'test',
    '--project=browser',
    ...(process.argv.length > 2 ? process.argv.slice(2) : STORE_SPECS),
  ];
  const child = spawn('npx', args, { env, stdio: 'inherit' });
  code = await new Promise<number>((resolve) =>
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
  );
} finally {
  await cluster.stop();
}
process.exit(code);
