import type { BlogPostSummary } from '#shared/schemas/blog';
import { BLOG_FALLBACK_IMAGE, IMAGE_SIZES } from '../../content/images';
import type { ImageRef } from '../../content/types';

/** A post's header picture: its own illustration (16:9, like every blog image) or the fallback. */
export function postImage(post: Pick<BlogPostSummary, 'image' | 'title'>): ImageRef {
  if (!post.image) return BLOG_FALLBACK_IMAGE;
  return { src: post.image, alt: `Illustration for the article "${post.title}"`, ...IMAGE_SIZES.blog };
}
