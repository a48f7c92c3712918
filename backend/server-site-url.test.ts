/** The start log names SITE_URL when the static pages were built for another origin. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { killHard, startServerProcess } from './testing/server-process';
import { makeTempDir, seedTestAdmin } from './testing/test-app';

const SITEMAP = '<urlset><url><loc>http://localhost:3000/</loc></url></urlset>';

/** A store with an admin, and a static folder whose sitemap was built for localhost. */
async function storeAndLocalhostSite(): Promise<{ dataDir: string; staticDir: string }> {
  const root = await makeTempDir('lhe-site-url-');
  const dataDir = join(root, 'store');
  await seedTestAdmin(dataDir);
  const staticDir = join(root, 'site');
  await mkdir(staticDir);
  await writeFile(join(staticDir, 'sitemap.xml'), SITEMAP);
  return { dataDir, staticDir };
}

describe('start log', () => {
  it('warns when the pages were built for localhost but SITE_URL is the public origin', async () => {
    const { dataDir, staticDir } = await storeAndLocalhostSite();
    const server = await startServerProcess({
      dataDir,
      env: { STATIC_DIR: staticDir, SITE_URL: 'https://www.example.com' },
    });
    try {
      expect(server.output()).toContain(
        'The pages in the static folder were built for http://localhost:3000, but SITE_URL is https://www.example.com',
      );
    } finally {
      await killHard(server);
    }
  });

  it('says nothing about SITE_URL when pages and SITE_URL agree on loopback', async () => {
    const { dataDir, staticDir } = await storeAndLocalhostSite();
    const server = await startServerProcess({ dataDir, env: { STATIC_DIR: staticDir } });
    try {
      expect(server.output()).not.toContain('SITE_URL');
    } finally {
      await killHard(server);
    }
  });
});
