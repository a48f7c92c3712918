/** The blog list's holder on an islands page, and the names of its templates. */
export const BLOG_LIST_HOLDER = 'data-blog-list';

/** Each template's `data-view`: the posts (two, to give a featured and a recent card), the error, an empty blog. */
export const BLOG_LIST_VIEWS = ['posts', 'error', 'empty'] as const;
export type BlogListView = (typeof BLOG_LIST_VIEWS)[number];

/** The post the templates are rendered with: its title is replaced wherever it appears. */
export const TEMPLATE_POST = {
  id: 'template',
  slug: 'template',
  title: 'Post title',
  excerpt: 'Excerpt',
  author: 'Author',
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;

/** Where the list comes from. */
export const BLOG_LIST_URL = '/api/blog';
