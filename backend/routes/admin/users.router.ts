/**
 * /api/admin/users: the accounts (never their password hashes), a new one, admin or canvasser,
 * and locking one out (services/account-access.ts). The password follows the set-password
 * command's rules: the shared schema's length, then the server's common-password check (422).
 */
import Router from '@koa/router';
import { z } from 'zod';
import {
  USER_ACCESS_ACTIONS,
  UserCreateSchema,
  type UserAccessAnswer,
  type UserCreateInput,
} from '#shared/schemas/users';
import type { AppDeps } from '../../deps';
import { HttpError, conflict, notFound } from '../../lib/http-errors';
import { securityEvent } from '../../lib/security-log';
import { requireSession, type UserState } from '../../middlewares/auth';
import { validate, validateParams, type InputState, type ParamsState } from '../../middlewares/validate';
import { userSummary } from '../../presenters/account.presenter';
import { changeAccountAccess, LAST_ADMIN } from '../../services/account-access';
import { createUser } from '../../services/admin-account';
import { passwordProblem } from '../../services/password-rules';

export const USERNAME_TAKEN = 'That username is taken.';

const AccessParamsSchema = z.object({ id: z.string().max(100), action: z.enum(USER_ACCESS_ACTIONS) });
type AccessParams = z.output<typeof AccessParamsSchema>;

export function createUsersRouter(deps: AppDeps): Router<UserState> {
  const { store, sessions, now } = deps;
  const router = new Router<UserState>({ prefix: '/api/admin/users' });
  router.use(requireSession(sessions));

  router.get('/', async (ctx) => {
    const users = await store.users.list();
    ctx.body = users.map(userSummary).sort((a, b) => a.username.localeCompare(b.username));
  });

  router.post<InputState<UserCreateInput>>('/', validate(UserCreateSchema), async (ctx) => {
    const input = ctx.state.input;
    const problem = passwordProblem(input.password);
    if (problem) throw new HttpError(422, problem, { errors: { password: problem } });
    // Checked before hashing too, so a taken name answers at once; create() makes it atomic.
    if (await store.users.findByUsername(input.username)) throw usernameTaken();
    const result = await createUser(store, input, now());
    if (!result.created) throw usernameTaken();
    securityEvent('account-created', {
      user: result.record.username,
      client: ctx.ip,
      outcome: 'ok',
      detail: `${result.record.role}, by ${ctx.state.user.username}`,
    });
    ctx.status = 201;
    ctx.body = userSummary(result.record);
  });

  router.post<ParamsState<AccessParams>>('/:id/:action', validateParams(AccessParamsSchema), async (ctx) => {
    const { id, action } = ctx.state.params;
    const actor = { by: ctx.state.user.username, client: ctx.ip };
    const result = await changeAccountAccess(store, id, action, actor);
    if (result.status === 'not-found') throw notFound('No such account');
    if (result.status === 'last-admin') throw conflict(LAST_ADMIN);
    ctx.body = {
      user: userSummary(result.user),
      sessionsEnded: result.sessionsEnded,
    } satisfies UserAccessAnswer;
  });

  return router;
}

const usernameTaken = () => new HttpError(409, USERNAME_TAKEN, { errors: { username: USERNAME_TAKEN } });
