import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const MINUTE = 60_000;

function setup() {
  let t = Date.parse('2026-06-10T12:00:00Z');
  const throttle = new LoginThrottle({ now: () => new Date(t) });
  return { throttle, advance: (ms: number) => (t += ms) };
}

describe('LoginThrottle (5 per username, 20 per IP, 15 minutes)', () => {
  it('allows 5 failures for a username, then blocks until the first one is 15 minutes old', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfterSeconds(`ip-${i}`, 'Owner')).toBe(0);
      throttle.begin(`ip-${i}`, 'Owner');
      advance(MINUTE);
    }
    // Usernames are compared case-insensitively.
    expect(throttle.retryAfterSeconds('ip-9', 'owner')).toBe(10 * 60);
    advance(10 * MINUTE);
    expect(throttle.retryAfterSeconds('ip-9', 'owner')).toBe(0);
  });

  it('allows 20 failures from an IP, then blocks every username from it', () => {
    const { throttle } = setup();
    for (let i = 0; i < 20; i++) throttle.begin('1.2.3.4', `user-${i}`);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'someone-new')).toBe(15 * 60);
    expect(throttle.retryAfterSeconds('5.6.7.8', 'someone-new')).toBe(0);
  });

  it('takes back a successful attempt and clears the username', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.begin('1.2.3.4', 'owner');
    throttle.begin('1.2.3.4', 'owner').succeeded();
    throttle.begin('1.2.3.4', 'owner');
    expect(throttle.retryAfterSeconds('1.2.3.4', 'owner')).toBe(0);
    // The IP keeps its 4 real failures plus the latest one.
    for (let i = 0; i < 15; i++) throttle.begin('1.2.3.4', `other-${i}`);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'x')).toBeGreaterThan(0);
  });
});
