/** What the CSV exports read: a collection a page at a time, and how each worked lead stands. */
import type { AppDeps } from '../../deps';
import type { Entity, Repository } from '../../store/repository';
import type { ActivityById } from '../../presenters/export-columns.presenter';

/** Rows read per page while an export streams. */
const EXPORT_PAGE = 1000;

/**
 * A whole collection, newest first, a page at a time. A lead that arrives during an export goes
 * first and pushes every later page down by one: the rows the last page already gave are skipped.
 */
export async function* pagesOf<T extends Entity>(repo: Repository<T>): AsyncGenerator<T[]> {
  let given = new Set<string>();
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const rows = await repo.list({ limit: EXPORT_PAGE, offset });
    yield rows.filter((row) => !given.has(row.id));
    if (rows.length < EXPORT_PAGE) return;
    given = new Set(rows.map((row) => row.id));
  }
}

/** Every worked lead's status and notes (leads nobody worked have no record and read as New). */
export async function activityById(store: AppDeps['store']): Promise<ActivityById> {
  return new Map((await store.leadActivity.list()).map((a) => [a.id, a]));
}

/** A list already in memory, in pages, for csvStream. */
export async function* chunks<T>(items: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}
