import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBlogPost } from '../../../tests/factories/blog-post.factory';
import { createApp } from '../../app';
import { makeTempDir, startTestApp, type TestApp, testStore } from '../../testing/test-app';

const older = buildBlogPost({ slug: 'older-post', createdAt: '2025-01-01T00:00:00.000Z' });
const newer = buildBlogPost({ slug: 'newer-post', createdAt: '2025-03-01T00:00:00.000Z' });
const undated = buildBlogPost({ slug: 'undated-post', createdAt: undefined });

let t: TestApp;
let seedFile: string;

beforeAll(async () => {
  const dir = await makeTempDir();
  seedFile = join(dir, 'blog.json');
  await writeFile(seedFile, JSON.stringify([older, undated, newer]));
  t = await startTestApp({ blogSeedFile: seedFile });
});
afterAll(() => t.stop());

describe('GET /api/blog', () => {
  it('lists the seeded posts newest first, without their content', async () => {
    const res = await t.request('/api/blog');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list.map((p: { slug: string }) => p.slug)).toEqual(['newer-post', 'older-post', 'undated-post']);
    const { content: _c, ...summary } = newer;
    expect(list[0]).toEqual(summary);
    for (const post of list) expect(post).not.toHaveProperty('content');
  });
});

describe('GET /api/blog/:slug', () => {
  it('answers the full post', async () => {
    const res = await t.request('/api/blog/older-post');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(older);
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.request('/api/blog/no-such-post');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Post not found' });
  });
});

describe('blog seeding', () => {
  it('seeds nothing when the seed file does not exist', async () => {
    const app = await startTestApp({ blogSeedFile: join(await makeTempDir(), 'missing.json') });
    try {
      expect(await (await app.request('/api/blog')).json()).toEqual([]);
    } finally {
      await app.stop();
    }
  });

  it('seeds only an empty collection', async () => {
    const dataDir = await makeTempDir();
    const first = await startTestApp({ dataDir, blogSeedFile: seedFile });
    await first.stop();
    const otherSeed = join(dataDir, 'other-seed.json');
    await writeFile(otherSeed, JSON.stringify([buildBlogPost({ slug: 'another-post' })]));
    const second = await createApp({
      ...(await testStore(dataDir)),
      blogSeedFile: otherSeed,
      logRequests: false,
    });
    try {
      expect((await second.store.blog.list()).map((p) => p.slug)).toEqual([
        'newer-post',
        'older-post',
        'undated-post',
      ]);
    } finally {
      await second.close();
    }
  });

  it('refuses to start with an invalid seed, naming the file', async () => {
    const bad = join(await makeTempDir(), 'blog.json');
    await writeFile(bad, JSON.stringify([{ ...older, slug: 'Not A Slug' }]));
    await expect(createApp({ dataDir: await makeTempDir(), blogSeedFile: bad })).rejects.toThrow(bad);
  });
});
