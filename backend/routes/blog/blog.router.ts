/** /api/blog: the posts list (without bodies) and one post by slug. */
import Router from '@koa/router';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/http-errors';

export function createBlogRouter(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router({ prefix: '/api/blog' });

  router.get('/', async (ctx) => {
    const posts = await store.blog.list();
    ctx.body = posts.map(({ content: _body, ...summary }) => summary);
  });

  router.get('/:slug', async (ctx) => {
    const post = await store.blog.findBySlug(ctx.params.slug);
    if (!post) throw notFound('Post not found');
    ctx.body = post;
  });

  return router;
}
