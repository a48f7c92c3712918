/**
 * /api/admin/system: the System page's health detail, "Back up now", and each backup's download
 * (only names the backups folder lists: never a path).
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import Router from '@koa/router';
import { z } from 'zod';
import type { AdminWarningsView } from '#shared/schemas/system';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-errors';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validateParams } from '../../middlewares/validate';
import { isBackupName, listBackups } from '../../services/backups/backups';
import { systemView } from '../../services/system/system-health';

const BackupParamsSchema = z.object({ name: z.string().max(100) });

export function createSystemRouter(deps: AppDeps): Router<UserState> {
  const router = new Router<UserState>({ prefix: '/api/admin/system' });
  router.use(requireSession(deps.sessions));

  router.get('/', async (ctx) => {
    ctx.body = await systemView(deps);
  });

  // The admin banner's lines; read on every admin page, so only in-memory facts.
  router.get('/warnings', (ctx) => {
    ctx.body = { warnings: deps.system.warnings() } satisfies AdminWarningsView;
  });

  router.post('/backups', async (ctx) => {
    await deps.backups.now();
    ctx.body = await systemView(deps);
  });

  router.get('/backups/:name', validateParams(BackupParamsSchema), async (ctx) => {
    const { name } = ctx.state.params as z.output<typeof BackupParamsSchema>;
    const { dir } = deps.backups.settings;
    const backup = isBackupName(name) ? (await listBackups(dir)).find((b) => b.name === name) : undefined;
    if (!backup) throw notFound('No such backup');
    ctx.set('Content-Disposition', `attachment; filename="${backup.name}"`);
    ctx.type = backup.name.endsWith('.dump') ? 'application/octet-stream' : 'application/gzip';
    ctx.length = backup.bytes;
    ctx.body = createReadStream(join(dir, backup.name));
  });

  return router;
}
