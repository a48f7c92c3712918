import { afterEach, describe, expect, it, vi } from 'vitest';
import { logServerError } from './errors';

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
    expect(spy).toHaveBeenCalledWith(fault.stack);
  });
});
