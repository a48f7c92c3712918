/** The known-device cookie counts only for the account it was set for, as its password is now. */
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../store/repository';
import { knownDeviceCookie } from './known-device';

/** A request's cookie jar, enough for get and set. */
function requestWith(jar: Map<string, string>): Context {
  return {
    secure: false,
    cookies: {
      secure: false,
      get: (name: string) => jar.get(name),
      set: (name: string, value: string) => void jar.set(name, value),
    },
  } as unknown as Context;
}

const owner = { id: 'u1', username: 'owner', passwordHash: 'scrypt$a' } as UserRecord;

describe('knownDeviceCookie', () => {
  const device = knownDeviceCookie('https://example.com', 'site-key');

  it('knows the device after a sign-in, under the __Host- name', () => {
    const jar = new Map<string, string>();
    expect(device.knows(requestWith(jar), owner)).toBe(false);
    device.remember(requestWith(jar), owner);
    expect([...jar.keys()]).toEqual(['__Host-lhe_device']);
    expect(device.knows(requestWith(jar), owner)).toBe(true);
  });

  it('no longer knows it once the password changed, the account is disabled, or for another account', () => {
    const jar = new Map<string, string>();
    device.remember(requestWith(jar), owner);
    expect(device.knows(requestWith(jar), { ...owner, passwordHash: 'scrypt$b' })).toBe(false);
    expect(device.knows(requestWith(jar), { ...owner, disabled: true })).toBe(false);
    expect(device.knows(requestWith(jar), { ...owner, id: 'u2' })).toBe(false);
    expect(device.knows(requestWith(jar), undefined)).toBe(false);
    expect(knownDeviceCookie('https://example.com', 'other-key').knows(requestWith(jar), owner)).toBe(false);
  });
});
