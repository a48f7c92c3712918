import { describe, expect, it } from 'vitest';
import { clientKey, networkKey } from './client-key';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientKey('2001:db8:85a3:12::1');
    expect(key).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:DB8:85A3:12:0:0:0:99')).toBe(key);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('networkKey', () => {
  it('groups IPv6 addresses by their /48 and gives IPv4 none', () => {
    expect(networkKey('2001:db8:77:1::1')).toBe('2001:db8:77::/48');
    expect(networkKey('2001:0db8:0077:ffff:1:2:3:4')).toBe('2001:db8:77::/48');
    expect(networkKey('::1')).toBe('0:0:0::/48');
    expect(networkKey('198.51.100.9')).toBeUndefined();
    expect(networkKey('::ffff:198.51.100.9')).toBeUndefined();
  });
});

describe('IPv6 forms that carry an IPv4 address', () => {
  it('count as that IPv4 host: 6to4, Teredo and NAT64', () => {
    // 6to4: 2002:c633:6409:: is 198.51.100.9, whatever /64 it picks.
    expect(clientKey('2002:c633:6409:1::1')).toBe('198.51.100.9');
    expect(clientKey('2002:c633:6409:ffff::2')).toBe('198.51.100.9');
    // Teredo: the last 32 bits are the client's address inverted; the server and port vary.
    expect(clientKey('2001:0:4136:e378:8000:63bf:39cc:9bf6')).toBe('198.51.100.9');
    expect(clientKey('2001:0:abcd:1:0:1:39cc:9bf6')).toBe('198.51.100.9');
    expect(clientKey('64:ff9b::c633:6409')).toBe('198.51.100.9');
    expect(networkKey('2002:c633:6409:1::1')).toBeUndefined();
    // Other addresses in 2001::/16 are ordinary IPv6.
    expect(clientKey('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64');
  });
});
