/** The blog list answers posts without their bodies. */
import type { BlogPost, BlogPostSummary } from '#shared/schemas/blog';

export const blogPostSummary = ({ content: _body, ...summary }: BlogPost): BlogPostSummary => summary;
