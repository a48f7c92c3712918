/** LOG_FORMAT: the readable line by default, one JSON object per line with `json`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, setLogFormat } from './log';

afterEach(() => {
  setLogFormat('text');
  vi.restoreAllMocks();
});

describe('log', () => {
  it('writes the message as a readable line, warnings and errors to stderr', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    log.info('GET /api/blog 200 3ms', { method: 'GET', status: 200 });
    const fault = new Error('disk on fire');
    log.error('Unhandled error', fault);
    expect(out).toHaveBeenCalledWith('GET /api/blog 200 3ms');
    expect(err).toHaveBeenCalledWith(`Unhandled error\n${fault.stack}`);
  });

  it('writes one JSON object per line with LOG_FORMAT=json', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    setLogFormat('json');
    log.info('GET /x 200 1ms', { method: 'GET', path: '/x', status: 200, duration: 1, requestId: 'r1' });
    const line = JSON.parse(written.join('')) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'info',
      msg: 'GET /x 200 1ms',
      method: 'GET',
      path: '/x',
      status: 200,
      duration: 1,
      requestId: 'r1',
    });
    expect(new Date(String(line.time)).getTime()).not.toBeNaN();
  });
});
