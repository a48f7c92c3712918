import { describe, expect, it } from 'vitest';
import { MemoryLoginFailures } from '../store/memory-login-failures';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

function setup() {
  let t = Date.parse('2026-06-10T12:00:00Z');
  const throttle = new LoginThrottle({ now: () => new Date(t), failures: new MemoryLoginFailures() });
  return { throttle, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle (5 free per username and client, doubling delays, 20 per client, 15 minutes)', () => {
  it('lets 5 failures of a username from one client pass, then makes each next attempt wait twice as long', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(await throttle.retryAfterSeconds('1.2.3.4', 'Owner')).toBe(0);
      await throttle.begin('1.2.3.4', 'Owner');
    }
    // Usernames are compared case-insensitively.
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(1);
    advance(1000);
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(0);
    await throttle.begin('1.2.3.4', 'owner');
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(2);
    advance(2000);
    await throttle.begin('1.2.3.4', 'owner');
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(4);
  });

  it('never delays the same username from another client', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) await throttle.begin('1.2.3.4', 'owner');
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBeGreaterThan(0);
    expect(await throttle.retryAfterSeconds('5.6.7.8', 'owner')).toBe(0);
  });

  it('caps the delay at the 15-minute window', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) await throttle.begin('1.2.3.4', 'owner');
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(15 * 60);
  });

  it('allows 20 failures from a client, then blocks every username from it', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 20; i++) await throttle.begin('1.2.3.4', `user-${i}`);
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'someone-new')).toBe(15 * 60);
    expect(await throttle.retryAfterSeconds('5.6.7.8', 'someone-new')).toBe(0);
    advance(15 * MINUTE);
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'someone-new')).toBe(0);
  });

  it('takes back a successful attempt and clears the pair', async () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) await throttle.begin('1.2.3.4', 'owner');
    await (await throttle.begin('1.2.3.4', 'owner')).succeeded();
    await throttle.begin('1.2.3.4', 'owner');
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(0);
    // The client keeps its 4 real failures plus the latest one.
    for (let i = 0; i < 15; i++) await throttle.begin('1.2.3.4', `other-${i}`);
    expect(await throttle.retryAfterSeconds('1.2.3.4', 'x')).toBeGreaterThan(0);
  });
});
