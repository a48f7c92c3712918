import { afterEach, describe, expect, it, vi } from 'vitest';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
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

  it('logs a real fault with its stack', () => {
    const fault = new Error('disk on fire');
    logServerError(fault);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining(fault.stack!));
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
      expect(spy).toHaveBeenCalledWith(expect.stringContaining(`(request ${id})`));
      expect(spy).toHaveBeenCalledWith(expect.stringContaining('secret detail'));
    } finally {
      server.close();
      spy.mockRestore();
    }
  });
});
