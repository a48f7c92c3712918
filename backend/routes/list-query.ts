/** ?limit=&offset= on the admin lists, and the answer: a page newest first plus X-Total-Count. */
import type { Context } from 'koa';
import { z } from 'zod';
import type { UserState } from '../middlewares/auth';
import type { QueryState } from '../middlewares/validate';
import type { Entity, Page, Repository } from '../store/repository';

export const MAX_PAGE_SIZE = 500;

export const ListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional(),
  offset: z.coerce
    .number({ error: 'offset must be a whole number, 0 or more' })
    .int('offset must be a whole number, 0 or more')
    .min(0, 'offset must be a whole number, 0 or more')
    .optional(),
});

export type ListQuery = z.output<typeof ListQuerySchema>;

/** Route state of an admin list: the signed-in user and the page asked for. */
export type ListState = UserState & QueryState<ListQuery>;

/** `present` turns a stored record into what the list may show (e.g. without secrets). */
export async function answerList<T extends Entity>(
  ctx: Context,
  repo: Repository<T>,
  page: Page,
  present: (record: T) => object = (record) => record,
): Promise<void> {
  ctx.set('X-Total-Count', String(await repo.count()));
  ctx.body = (await repo.list(page)).map(present);
}
