/** blog: posts, found by their indexed slug, filled from data/seed/blog.json while empty. */
import { sql, type Kysely } from 'kysely';
import type { BlogPost } from '#shared/schemas/blog';
import type { BlogRepository } from '../repository';
import { PgCollection } from './pg-collection';

export class PgBlogRepository extends PgCollection<BlogPost> implements BlogRepository {
  constructor(db: Kysely<unknown>) {
    super({ db, table: 'blog', columns: (p) => ({ slug: p.slug }) });
  }

  async findBySlug(slug: string): Promise<BlogPost | undefined> {
    return (await this.select(sql`slug = ${slug}`, { limit: 1 }))[0];
  }

  /** Seeds in one transaction behind a lock, so instances starting together seed once. */
  async seedIfEmpty(posts: readonly BlogPost[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE blog IN EXCLUSIVE MODE`.execute(trx);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM blog`.execute(trx);
      if (rows[0].n > 0) return 0;
      for (const post of posts) await this.insertRow(post, trx);
      return posts.length;
    });
  }
}
