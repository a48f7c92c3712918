/**
 * An /api path whose decoded text holds a control character (`%00`) names nothing: it is a 404
 * before any route reads it as an id or a slug, which PostgreSQL would refuse with an error.
 */
import type { Middleware } from 'koa';
import { isPlainText } from '#shared/schemas/fields';
import { notFound } from '../lib/http-errors';

/** The path as the router decodes its parameters (text that does not decode stays as sent). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function plainPath(): Middleware {
  return (ctx, next) => {
    if (!isPlainText(decoded(ctx.path))) throw notFound('Not found');
    return next();
  };
}
