/** Valid blog posts (shared/schemas/blog.ts) for seeding a test store. */
import type { BlogPost } from '#shared/schemas/blog';

let counter = 0;

export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  counter += 1;
  return {
    id: `post-${counter}`,
    title: `Choosing vinyl siding, part ${counter}`,
    slug: `choosing-vinyl-siding-${counter}`,
    content: 'Vinyl siding is durable and low maintenance.',
    excerpt: 'What to look for in vinyl siding.',
    author: 'Liberty Home Exteriors',
    createdAt: new Date(Date.UTC(2025, 0, counter)).toISOString(),
    ...overrides,
  };
}
