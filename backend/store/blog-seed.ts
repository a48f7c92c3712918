/** The committed blog posts (data/seed/blog.json) that fill an empty blog collection, in either engine. */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { BlogPostSchema, type BlogPost } from '#shared/schemas/blog';
import type { BlogRepository } from './repository';
import { StoreError } from './store-error';

const SeedSchema = z.array(BlogPostSchema).superRefine((posts, ctx) => {
  const seen = new Set<string>();
  posts.forEach((post, i) => {
    if (seen.has(post.slug)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: 'Duplicate slug' });
    seen.add(post.slug);
  });
});

/** The seed posts, or undefined when the file does not exist (yet). */
export async function readBlogSeed(file: string): Promise<BlogPost[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new StoreError(`Blog seed ${file} is not valid JSON: ${(err as Error).message}`);
  }
  const result = SeedSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new StoreError(`Blog seed ${file} is invalid at [${issue.path.join('.')}]: ${issue.message}`);
  }
  return result.data;
}

/** Fill an empty blog from the seed file, when one is named and exists. */
export async function seedBlog(blog: BlogRepository, file: string | undefined): Promise<void> {
  const posts = file ? await readBlogSeed(file) : undefined;
  if (posts) await blog.seedIfEmpty(posts);
}
