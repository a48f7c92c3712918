import { afterEach, describe, expect, it, vi } from 'vitest';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import { setLogFormat } from '../lib/log';
import { errorHandler, logServerError } from './errors';
import { requestLog } from './request-log';

describe('logServerError', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => spy.mockClear());

  it('stays quiet when the browser left mid-download', () => {
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    logServerError(gone);
    logServerError(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('logs a real fault with its class and stack frames, not its message', () => {
    const fault = new Error('disk on fire');
    logServerError(fault);
    const frames = fault.stack!.split('\n').slice(1).join('\n');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining(`Error\n${frames}`));
    expect(spy.mock.calls.flat().join('\n')).not.toContain('disk on fire');
  });
});

describe('errorHandler', () => {
  it('answers an unexpected fault as a bare 500 that quotes the request id of its log line', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Koa();
    app.use(requestLog({ enabled: false }));
    app.use(errorHandler());
    app.use(() => {
      throw new Error('secret detail');
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/anything`);
      const id = res.headers.get('x-request-id');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Internal server error', requestId: id });
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining(`Unhandled Error on GET /api/anything (request ${id})`),
      );
      expect(spy.mock.calls.flat().join('\n')).not.toContain('secret detail');
    } finally {
      server.close();
      spy.mockRestore();
    }
  });
});

describe('errorHandler and a database error', () => {
  /** A PostgreSQL error as node-postgres throws it when jsonb refuses a lead's text. */
  function databaseError() {
    const err = new pg.DatabaseError('unsupported Unicode escape sequence: Jane Secret-Lead', 100, 'error');
    return Object.assign(err, {
      code: '22P05',
      detail: '\\u0000 cannot be converted to text.',
      where: 'JSON data, line 1: {"name":"Jane Secret-Lead...',
      severity: 'ERROR',
      table: 'contacts',
    });
  }

  async function failOnce(): Promise<string> {
    const app = new Koa();
    app.use(requestLog({ enabled: false }));
    app.use(errorHandler());
    app.use(() => {
      throw databaseError();
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, { method: 'POST' });
      expect(res.status).toBe(500);
      return res.headers.get('x-request-id')!;
    } finally {
      server.close();
    }
  }

  afterEach(() => {
    setLogFormat('text');
    vi.restoreAllMocks();
  });

  it.each(['text', 'json'] as const)(
    'logs its class, code, request id and route, never its message, detail or context (%s)',
    async (format) => {
      setLogFormat(format);
      const lines: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
      const id = await failOnce();
      const text = lines.join('\n');
      expect(text).toContain('DatabaseError 22P05');
      expect(text).toContain(id);
      expect(text).toContain('POST /api/contact');
      expect(text).not.toMatch(/Secret-Lead|cannot be converted|JSON data|contacts/);
    },
  );
});
