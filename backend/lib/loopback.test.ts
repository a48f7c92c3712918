import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback';

describe('isLoopbackHost', () => {
  it('is true only for this machine', () => {
    for (const host of ['localhost', 'LOCALHOST', 'mail.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      'example.com',
      '127.example.com',
      'localhost.example.com',
      '10.0.0.1',
      '::2',
      '0.0.0.0',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
