/**
 * The key a per-client limit counts under. An IPv6 client usually owns a whole /64 and can pick
 * any address in it, so IPv6 addresses are grouped by their first 64 bits; IPv4 (also written as
 * an IPv4-mapped IPv6 address) counts per address.
 */
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The eight 16-bit groups of an IPv6 address, '::' expanded. */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('::');
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  // A trailing dotted IPv4 part fills the last two groups.
  const withV4 = (groups: string[]) => {
    const last = groups.at(-1);
    if (!last || !isIPv4(last)) return groups;
    const [a, b, c, d] = last.split('.').map(Number);
    return [...groups.slice(0, -1), ((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
  };
  const left = withV4(part(head));
  if (tail === undefined) return left;
  const right = withV4(part(tail));
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * The IPv4 address an IPv6 address only carries, if it is one of the forms that do: 6to4
 * (2002::/16), Teredo (2001:0::/32, the client's address inverted in the last 32 bits) and NAT64
 * (64:ff9b::/96). One IPv4 host can reach us as many such addresses: it counts as that host.
 */
function embeddedIPv4(ip: string): string | undefined {
  if (!isIPv6(ip)) return undefined;
  const g = ipv6Groups(ip.split('%')[0]).map((group) => parseInt(group, 16));
  if (g[0] === 0x2002) return v4Of(g[1], g[2]);
  if (g[0] === 0x2001 && g[1] === 0) return v4Of(g[6] ^ 0xffff, g[7] ^ 0xffff);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Of(g[6], g[7]);
  return undefined;
}

export function clientKey(ip: string): string {
  const mapped = MAPPED_V4.exec(ip);
  if (mapped) return mapped[1];
  const embedded = embeddedIPv4(ip);
  if (embedded) return embedded;
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip.split('%')[0])
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The network a client's quota is also counted under: an IPv6 /48, the block a site, a business
 * line or a free tunnel broker hands out, from which one actor could otherwise post as 65,536
 * clients. IPv4 has none: a /24 is often many unrelated households.
 */
export function networkKey(ip: string): string | undefined {
  if (MAPPED_V4.test(ip) || !isIPv6(ip) || embeddedIPv4(ip)) return undefined;
  const prefix = ipv6Groups(ip.split('%')[0])
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}
