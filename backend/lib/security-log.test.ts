/** Security events: one readable line each, fields that cannot forge a line, the newest 200 kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentSecurityEvents, securityEvent } from './security-log';

afterEach(() => vi.restoreAllMocks());

describe('securityEvent', () => {
  it('writes one line, a refusal as a warning, with control characters replaced', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    securityEvent('sign-in', { user: 'kim', client: '203.0.113.9', outcome: 'ok' });
    securityEvent('account-disabled', {
      user: 'evil\nsecurity sign-in ok',
      client: 'cli',
      outcome: 'refused',
    });
    expect(out).toHaveBeenCalledWith('security sign-in ok user="kim" client=203.0.113.9');
    expect(warn).toHaveBeenCalledWith(
      'security account-disabled refused user="evil?security sign-in ok" client=cli',
    );
  });

  it('keeps the newest 200 events, newest first', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    for (let i = 0; i < 205; i++) securityEvent('sign-out', { user: `u${i}`, outcome: 'ok' });
    const events = recentSecurityEvents();
    expect(events).toHaveLength(200);
    expect(events[0].user).toBe('u204');
    // The newest sign-outs, in order (the earlier test's refusal keeps its place beside them).
    const outs = events.filter((e) => e.event === 'sign-out').map((e) => e.user);
    expect(outs).toEqual(Array.from({ length: outs.length }, (_, i) => `u${204 - i}`));
    expect(outs.length).toBeGreaterThanOrEqual(199);
  });

  it('lets a flood of cross-site refusals take at most half the view while sign-ins and account events fill the rest', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    securityEvent('account-disabled', { user: 'lost-tablet', client: 'cli', outcome: 'ok' });
    securityEvent('sign-in', { user: 'owner', client: '203.0.113.4', outcome: 'failed' });
    for (let i = 0; i < 1000; i++)
      securityEvent('csrf-refused', { client: `198.51.100.${i % 250}`, outcome: 'refused' });
    const events = recentSecurityEvents();
    expect(events).toHaveLength(200);
    expect(events.filter((e) => e.event === 'csrf-refused').length).toBeLessThanOrEqual(198);
    expect(events.some((e) => e.user === 'lost-tablet')).toBe(true);
    expect(events.some((e) => e.event === 'sign-in' && e.outcome === 'failed')).toBe(true);
  });
});
