/** How the public create endpoints answer: 201 with a new record, 200 with a replayed one. */
import type { Context } from 'koa';
import type { Saved } from '../services/saved-record';

export function answerSaved(ctx: Context, saved: Saved<object>): void {
  ctx.status = saved.created ? 201 : 200;
  ctx.body = saved.record;
}
