/**
 * Whether a URL's host is this machine (localhost, 127.0.0.0/8, ::1): the one place plain http
 * and SMTP without TLS are allowed, since nothing on the network can read them.
 */
import { isIPv4 } from 'node:net';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIPv4(host)) return host.startsWith('127.');
  return host === '::1' || host === '0:0:0:0:0:0:0:1' || /^::ffff:127\./.test(host);
}
