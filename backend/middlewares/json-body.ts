/**
 * Reads JSON request bodies up to MAX_BODY_BYTES and turns parser failures into API errors.
 *
 * The common case (a JSON type, no Content-Encoding) is read here directly: collect the bytes,
 * refuse more than the limit, JSON.parse, and refuse a `__proto__` key as koa-bodyparser does
 * (through @hapi/bourne). Compressed bodies still go through koa-bodyparser. Both answer alike:
 * 400 malformed, 413 too large, 415 unknown encoding; a body of another type is read as {}.
 */
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import bodyParser from 'koa-bodyparser';
import { MAX_BODY_BYTES } from '../../shared/limits';
import { HttpError, badRequest, payloadTooLarge } from '../lib/http-errors';

/** The types koa-bodyparser reads as JSON. */
const JSON_TYPES = new Set([
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/scim+json',
]);

/** A `"__proto__"` key, also written with \u escapes (the test @hapi/bourne runs first). */
const SUSPECT_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;

/** Only an object or an array, like koa-bodyparser's strict mode. */
const STRICT_START = /^[ \t\n\r]*[[{]/;

function isJsonType(header: string | undefined): boolean {
  if (!header) return false;
  const semi = header.indexOf(';');
  const type = (semi === -1 ? header : header.slice(0, semi)).trim().toLowerCase();
  return JSON_TYPES.has(type) || (type.startsWith('application/') && type.endsWith('+json'));
}

function hasOwnProtoKey(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(node, '__proto__')) return true;
    for (const child of Object.values(node)) if (child && typeof child === 'object') pending.push(child);
  }
  return false;
}

const toText = (chunks: Buffer[]) =>
  chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');

/**
 * The body when it has already arrived whole, read without stream events; undefined when it is
 * still arriving. A small body usually comes in the same packet as the headers, but Node calls
 * the request handler from its parser before it parses the body of that packet; the parser has
 * pushed it by the time the packet's callback returns and its microtasks run, so callers look
 * again after one microtask, and only then wait for stream events.
 */
function bufferedText(req: IncomingMessage, limit: number): string | undefined {
  const declared = Number(req.headers['content-length']);
  const arrived = req.complete || (declared > 0 && req.readableLength >= declared);
  if (!arrived) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for (let chunk: Buffer | null; (chunk = req.read() as Buffer | null) !== null;) {
    size += chunk.length;
    if (size > limit) throw payloadTooLarge();
    chunks.push(chunk);
  }
  return toText(chunks);
}

/** The whole body as text; rejects with 413 past the limit (and stops reading). */
function readText(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(payloadTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(toText(chunks));
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onAborted = () => onError(badRequest('Request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return {};
  if (!STRICT_START.test(text)) throw badRequest('Malformed JSON body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (SUSPECT_KEY.test(text) && hasOwnProtoKey(value)) throw badRequest('Malformed JSON body');
  return value;
}

export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: String(MAX_BODY_BYTES), strict: true });
  const compressed: Middleware = async (ctx) => {
    try {
      await parse(ctx, async () => {});
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === 413) throw payloadTooLarge();
      if (status === 415) throw new HttpError(415, 'Unsupported content encoding');
      if (status !== undefined && status >= 400 && status < 500) throw badRequest('Malformed JSON body');
      throw err;
    }
  };
  return async (ctx, next) => {
    // Refuse a declared oversize body of any type before reading a byte of it.
    if ((ctx.request.length ?? 0) > MAX_BODY_BYTES) throw payloadTooLarge();
    const req = ctx.req;
    const encoding = req.headers['content-encoding'];
    if (encoding && encoding.toLowerCase() !== 'identity') await compressed(ctx, next);
    else if (isJsonType(req.headers['content-type'])) {
      let text = bufferedText(req, MAX_BODY_BYTES);
      if (text === undefined) {
        await Promise.resolve();
        text = bufferedText(req, MAX_BODY_BYTES) ?? (await readText(req, MAX_BODY_BYTES));
      }
      ctx.request.body = parseJson(text);
    } else ctx.request.body = {};
    await next();
  };
}
