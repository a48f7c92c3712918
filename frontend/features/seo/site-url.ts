/** The public origin canonicals and the sitemap use, fixed at build time (SITE_URL). */
export const SITE_URL: string =
  (import.meta.env.VITE_SITE_URL as string | undefined) ?? 'http://localhost:3000';

/** Absolute URL of a site path. */
export const absoluteUrl = (path: string) => `${SITE_URL.replace(/\/$/, '')}${path}`;
