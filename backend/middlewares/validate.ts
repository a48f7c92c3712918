/**
 * Parses the request body (or query, or path parameters) with a shared zod schema and hands the handler typed
 * input in ctx.state. A failure throws the ZodError; the error middleware shapes the 400.
 */
import type { Middleware } from 'koa';
import type { z } from 'zod';

/** State after validate(schema): the parsed body. */
export interface InputState<T> {
  input: T;
}

/** State after validateQuery(schema): the parsed query string. */
export interface QueryState<T> {
  query: T;
}

/** State after validateParams(schema): the parsed path parameters. */
export interface ParamsState<T> {
  params: T;
}

export function validate<S extends z.ZodType>(schema: S): Middleware<InputState<z.output<S>>> {
  return async (ctx, next) => {
    ctx.state.input = schema.parse(ctx.request.body ?? {});
    await next();
  };
}

export function validateQuery<S extends z.ZodType>(schema: S): Middleware<QueryState<z.output<S>>> {
  return async (ctx, next) => {
    ctx.state.query = schema.parse(ctx.query);
    await next();
  };
}

export function validateParams<S extends z.ZodType>(schema: S): Middleware<ParamsState<z.output<S>>> {
  return async (ctx, next) => {
    ctx.state.params = schema.parse((ctx as { params?: unknown }).params ?? {});
    await next();
  };
}
