import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

function setup() {
  let t = Date.parse('2026-06-10T12:00:00Z');
  const throttle = new LoginThrottle({ now: () => new Date(t) });
  return { throttle, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle (5 free per username and client, doubling delays, 20 per client, 15 minutes)', () => {
  it('lets 5 failures of a username from one client pass, then makes each next attempt wait twice as long', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds('1.2.3.4', 'Owner')).toBe(0);
      throttle.begin('1.2.3.4', 'Owner');
    }
    // Usernames are compared case-insensitively.
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(1);
    advance(1000);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(0);
    throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(2);
    advance(2000);
    throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(4);
  });

  it('never delays the same username from another client', () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('5.6.7.8', 'owner')).toBe(0);
  });

  it('caps the delay at the 15-minute window', () => {
    const { throttle } = setup();
    for (let i = 0; i < 19; i++) throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(15 * 60);
  });

  it('allows 20 failures from a client, then blocks every username from it', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 20; i++) throttle.begin('1.2.3.4', `user-${i}`);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'someone-new')).toBe(15 * 60);
    expect(throttle.retryAfterSeconds('5.6.7.8', 'someone-new')).toBe(0);
    advance(15 * MINUTE);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'someone-new')).toBe(0);
  });

  it('takes back a successful attempt and clears the pair', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.begin('1.2.3.4', 'owner');
    throttle.begin('1.2.3.4', 'owner').succeeded();
    throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(0);
    // The client keeps its 4 real failures plus the latest one.
    for (let i = 0; i < 15; i++) throttle.begin('1.2.3.4', `other-${i}`);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'x')).toBeGreaterThan(0);
  });
});
