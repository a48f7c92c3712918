/**
 * Canonical links, the sitemap and admin links are built from SITE_URL; left at its localhost
 * default on a public server, every one of them points at the visitor's own machine. The start
 * log says so, naming SITE_URL, rather than letting search engines index localhost.
 */
import { isIP } from 'node:net';

/** True for an address or name that only this machine can reach. */
function isLoopback(host: string): boolean {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost') || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/** The origin of the first <loc> in a built sitemap.xml, if any. */
export function builtOrigin(sitemapXml: string): string | undefined {
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemapXml)?.[1];
  return loc ? new URL(loc).origin : undefined;
}

/**
 * Warnings for the start log: SITE_URL unset or local while the server listens beyond loopback,
 * and pages built for another origin than SITE_URL (they were prerendered with the build's SITE_URL).
 */
export function siteUrlWarnings(options: { siteUrl: string; host: string; builtOrigin?: string }): string[] {
  const { siteUrl, host } = options;
  const origin = new URL(siteUrl).origin;
  const warnings: string[] = [];
  if (!isLoopback(host) && isLoopback(new URL(siteUrl).hostname)) {
    warnings.push(
      `SITE_URL is ${origin} (unset or local) but the server listens on ${host}: canonical links, the ` +
        'sitemap and admin links point at localhost. Set SITE_URL to the public origin ' +
        '(for example https://www.example.com) for `npm run build` and `npm start`.',
    );
  }
  if (options.builtOrigin && options.builtOrigin !== origin) {
    warnings.push(
      `The pages in the static folder were built for ${options.builtOrigin}, but SITE_URL is ${origin}: ` +
        'rebuild with the same SITE_URL (`SITE_URL=... npm run build`).',
    );
  }
  return warnings;
}
