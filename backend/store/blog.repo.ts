/** blog.json: posts, filled from data/seed/blog.json while empty. */
import type { BlogPost } from '../../shared/schemas/blog';
import { LowdbCollection } from './lowdb-collection';
import type { Repository } from './repository';

export interface BlogRepository extends Repository<BlogPost> {
  findBySlug(slug: string): Promise<BlogPost | undefined>;
  /** Store the seed posts if the collection is empty; answers how many were added. */
  seedIfEmpty(posts: readonly BlogPost[]): Promise<number>;
}

export class LowdbBlogRepository extends LowdbCollection<BlogPost> implements BlogRepository {
  async findBySlug(slug: string): Promise<BlogPost | undefined> {
    const post = this.rows.find((p) => p.slug === slug);
    return post && this.copy(post);
  }

  async seedIfEmpty(posts: readonly BlogPost[]): Promise<number> {
    if (this.rows.length > 0 || posts.length === 0) return 0;
    this.rows.push(...this.copy(posts));
    await this.save();
    return posts.length;
  }
}
