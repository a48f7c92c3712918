/**
 * The blog's list of posts, fetched when the page is read (the owner's newest post shows at once).
 * On the islands page (decision 018) the prerender writes the loading state and, in templates,
 * each view the list can take; the page's script fetches the posts and draws them from those
 * templates (draw-blog-list.ts), with no React in the browser. Rendered by the app (the dev
 * server), the list is a query.
 */
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { BlogPostSummary } from '#shared/schemas/blog';
import { BLOG_LIST_HOLDER, BLOG_LIST_URL, TEMPLATE_POST, type BlogListView } from './blog-list-holder';
import { BlogListEmpty, BlogListError, BlogListLoading, PostList } from './blog-list-views';
import { useOnIslandsPage } from '../../islands/island';

const TEMPLATES: Record<BlogListView, ReactNode> = {
  posts: <PostList posts={[TEMPLATE_POST, TEMPLATE_POST]} />,
  error: <BlogListError />,
  empty: <BlogListEmpty />,
};

function BlogListHolder() {
  return (
    <div {...{ [BLOG_LIST_HOLDER]: '' }}>
      <BlogListLoading />
      {Object.entries(TEMPLATES).map(([view, content]) => (
        <template key={view} data-view={view}>
          {content}
        </template>
      ))}
    </div>
  );
}

function BlogListQuery() {
  const posts = useQuery<BlogPostSummary[]>({ queryKey: [BLOG_LIST_URL] });
  // The list arrives through the query's store, an update React renders in one go: a dozen cards
  // in one long task on a slow phone. Deferred, the cards render in a transition React splits into
  // short tasks, with the loading state kept until they are ready.
  const list = useDeferredValue(posts.data);
  return (
    <>
      {!list && !posts.isError && <BlogListLoading />}
      {posts.isError && <BlogListError />}
      {list && list.length === 0 && <BlogListEmpty />}
      {list && list.length > 0 && <PostList posts={list} />}
    </>
  );
}

export function BlogList() {
  // The list is the page's main content: the prerendered page asks the browser to fetch it while
  // its script loads, and the script's fetch then reads that same response (same URL, mode, credentials).
  preload(BLOG_LIST_URL, { as: 'fetch', crossOrigin: 'use-credentials' });
  return useOnIslandsPage() ? <BlogListHolder /> : <BlogListQuery />;
}
