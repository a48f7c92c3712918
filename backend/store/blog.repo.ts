/** blog.json: posts, filled from data/seed/blog.json while empty. */
import type { BlogPost } from '#shared/schemas/blog';
import { LowdbCollection } from './lowdb-collection';
import type { BlogRepository } from './repository';

export class LowdbBlogRepository extends LowdbCollection<BlogPost> implements BlogRepository {
  async findBySlug(slug: string): Promise<BlogPost | undefined> {
    return (await this.list()).find((p) => p.slug === slug);
  }

  async seedIfEmpty(posts: readonly BlogPost[]): Promise<number> {
    if ((await this.count()) > 0) return 0;
    await Promise.all(posts.map((post) => this.insert(post)));
    return posts.length;
  }
}
