/** Blog posts, served by /api/blog. */
import { z } from 'zod';

/** A stored blog post. */
export const BlogPostSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  content: z.string().min(1),
  excerpt: z.string().optional(),
  image: z.string().optional(),
  author: z.string().optional(),
  tags: z.array(z.string()).optional(),
  createdAt: z.string().optional(),
});

/** A blog post. */
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** A blog post in the list (without the body). */
export type BlogPostSummary = Omit<BlogPost, 'content'>;
