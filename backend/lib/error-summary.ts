/**
 * What the log keeps of an unexpected error: its class, its code and where in our code it was
 * thrown. Never its message or its other fields: a PostgreSQL error's message, `detail` and
 * `where` can quote the values of the row it refused, which are a lead's name or message.
 */

/** An error as it may be logged; `stack` is the class and code over the stack's frames. */
export interface ErrorSummary {
  type: string;
  code?: string;
  stack?: string;
}

/** The summary of anything thrown. */
export function errorSummary(err: unknown): ErrorSummary {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    name?: unknown;
    code?: unknown;
    stack?: unknown;
  };
  const type =
    err instanceof Error ? (err.constructor?.name ?? String(e.name)) : err === null ? 'null' : typeof err;
  // A short code ('23505', 'ENOSPC', 'ERR_…') only: some libraries put text in `code`.
  const code = typeof e.code === 'string' && /^[\w.-]{1,40}$/.test(e.code) ? e.code : undefined;
  const headline = code ? `${type} ${code}` : type;
  // The frames only: the stack's first lines repeat the message.
  const frames =
    typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  return { type, ...(code ? { code } : {}), stack: [headline, ...frames].join('\n') };
}
