/**
 * The server's one logger (pino). LOG_FORMAT=json writes one JSON object per line for journald
 * and log tools; the default writes the readable line a person reads in a terminal. Both go
 * through pino, so every message carries the same fields whichever way it is printed.
 */
import pino, { type Logger } from 'pino';

export type LogFormat = 'text' | 'json';

interface LogLine {
  level: string;
  msg?: string;
  err?: { stack?: string; message?: string };
}

/** Warnings and errors to stderr, the rest to stdout, as console does (and as tests spy on it). */
const CONSOLE_BY_LEVEL: Record<string, (line: string) => void> = {
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
  fatal: (line) => console.error(line),
};

/** The readable form: the message, and an error's stack under it. */
const readable = {
  write(json: string) {
    const line = JSON.parse(json) as LogLine;
    const text = [line.msg, line.err?.stack ?? line.err?.message].filter(Boolean).join('\n');
    (CONSOLE_BY_LEVEL[line.level] ?? ((l: string) => console.log(l)))(text);
  },
};

function create(format: LogFormat): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    format === 'json' ? process.stdout : readable,
  );
}

let logger = create('text');

/** Choose the format (server start, from LOG_FORMAT). */
export function setLogFormat(format: LogFormat): void {
  logger = create(format);
}

/** The current logger's methods; each reads it at the call, so the format chosen at start applies everywhere. */
export const log = {
  info: (msg: string, fields: object = {}) => logger.info(fields, msg),
  warn: (msg: string, fields: object = {}) => logger.warn(fields, msg),
  error: (msg: string, err?: unknown, fields: object = {}) =>
    logger.error(err === undefined ? fields : { ...fields, err }, msg),
};
