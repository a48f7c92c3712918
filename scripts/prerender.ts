/**
 * Writes a static HTML file for every public route after `vite build` and `vite build --ssr`:
 * the full markup and head of each page, so the first paint needs no JavaScript. The route
 * list comes from the app's own route table. Also writes sitemap.xml and robots.txt.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BlogPostSchema, type BlogPost } from '#shared/schemas/blog';
import { NOT_FOUND_FILE, PAGE_SHELLS, SECTION_FALLBACKS, htmlFileForPath } from '#shared/static-layout';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

type EntryServer = typeof import('../frontend/entry-server');

async function loadBlogPosts(): Promise<BlogPost[]> {
  const raw = JSON.parse(await readFile(join(root, 'data/seed/blog.json'), 'utf8')) as unknown[];
  return raw.map((p) => BlogPostSchema.parse(p));
}

function fillTemplate(
  template: string,
  page: { html: string; headHtml: string; dataHtml: string; boot?: string },
): string {
  // Replacer functions: a replacement string would read "$$" or "$&" in the page as patterns.
  return template
    .replace('<div id="root">', () =>
      page.boot ? `<div id="root" data-boot="${page.boot}">` : '<div id="root">',
    )
    .replace('<!--app-head-->', () => page.headHtml)
    .replace('<!--app-html-->', () => page.html)
    .replace('<!--app-data-->', () => page.dataHtml);
}

async function writePage(file: string, html: string) {
  const target = join(distDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}

function sitemapXml(paths: string[], today: string): string {
  const urls = paths
    .map((p) => `  <url><loc>${siteUrl}${p === '/' ? '/' : p}</loc><lastmod>${today}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

async function main() {
  const started = Date.now();
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html is not the Vite template: run `npm run build` (one build at a time).');
  }
  const entry = (await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href)) as EntryServer;
  const posts = await loadBlogPosts();
  const ctx = { blogSlugs: posts.map((p) => p.slug) };
  const queryDataFor = (path: string): [unknown[], unknown][] => {
    const post = posts.find((p) => path === `/blog/${p.slug}`);
    return post ? [[['/api/blog', post.slug], post]] : [];
  };

  const paths = entry.prerenderPaths(ctx);
  for (const path of paths) {
    const page = await entry.render(path, queryDataFor(path));
    if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}`);
    await writePage(htmlFileForPath(path), fillTemplate(template, page));
  }
  await writePage(
    NOT_FOUND_FILE,
    fillTemplate(template, await entry.render('/this-page-does-not-exist', [])),
  );
  for (const fallback of SECTION_FALLBACKS) {
    await writePage(fallback.file, fillTemplate(template, await entry.render(fallback.sample, [])));
  }
  for (const shell of PAGE_SHELLS) {
    await writePage(shell.file, fillTemplate(template, await entry.render(shell.sample, [])));
  }

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(entry.sitemapPaths(ctx), today));
  await writeFile(
    join(distDir, 'robots.txt'),
    `User-agent: *\nDisallow: /admin\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
  );
  console.log(
    `prerendered ${paths.length} pages + 404, section fallbacks and page shells in ${Date.now() - started} ms`,
  );
  // Canonical links and the sitemap carry this origin; a deploy built without SITE_URL points at localhost.
  console.log(`canonical links and sitemap.xml use ${siteUrl} (SITE_URL)`);
  if (/^https?:\/\/(localhost|127\.)/.test(siteUrl)) {
    console.warn('SITE_URL is not set to a public origin: set it when building for a real site.');
  }
}

await main();
