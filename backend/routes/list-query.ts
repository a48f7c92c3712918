/** ?limit=&offset= on the admin lists, and the answer: a page newest first plus X-Total-Count. */
import type { Context } from 'koa';
import { z } from 'zod';
import type { UserState } from '../middlewares/auth';
import type { QueryState } from '../middlewares/validate';
import type { LeadKind } from '#shared/schemas/lead';
import type { Entity, LeadInboxRepository, Page, Repository } from '../store/repository';

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

/**
 * A dashboard list of one kind of lead: Spam left out, `text` searched as the inbox searches.
 * While nothing is searched and no lead of the kind is Spam, the plain list answers.
 */
export async function answerLeadList<T extends Entity>(
  ctx: Context,
  leads: { kind: LeadKind; repo: Repository<T>; inbox: LeadInboxRepository },
  page: Page,
  options: { text?: string; present?: (record: T) => object } = {},
): Promise<void> {
  const { kind, repo, inbox } = leads;
  const { text, present = (record: T) => record } = options;
  if (!text && (await inbox.spamCounts())[kind] === 0) return answerList(ctx, repo, page, present);
  const { ids, total } = await inbox.leadIds(kind, page, text);
  ctx.set('X-Total-Count', String(total));
  ctx.body = (await repo.findByIds(ids)).map(present);
}
