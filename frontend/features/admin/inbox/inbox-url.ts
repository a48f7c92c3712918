/**
 * The inbox's filters live in the URL (?status=contacted&sort=call&page=2): the back button and a
 * shared link restore them. Read with the API's own schema, so the page asks exactly what the
 * server accepts; a hand-edited value the schema refuses falls back to its default.
 */
import '../../../lib/zod-csp';
import { LeadInboxQuerySchema, type LeadInboxQuery } from '#shared/schemas/inbox';

type Field = keyof LeadInboxQuery;

const FIELDS: readonly Field[] = [
  'status',
  'type',
  'source',
  'campaign',
  'event',
  'from',
  'to',
  'q',
  'sort',
  'page',
  'pageSize',
];

/** What the page shows with no parameters. */
export const DEFAULT_INBOX_QUERY: LeadInboxQuery = LeadInboxQuerySchema.parse({});

/** The inbox query a URL's search parameters describe. */
export function inboxQueryOf(params: URLSearchParams): LeadInboxQuery {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null && value !== '') raw[field] = value;
  }
  const parsed = LeadInboxQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Keep every valid parameter, drop the ones the schema refused.
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const field of refused) delete raw[field];
  return LeadInboxQuerySchema.safeParse(raw).data ?? DEFAULT_INBOX_QUERY;
}

/** Search parameters for a query: defaults are left out, so a plain inbox has a plain URL. */
export function inboxParamsOf(query: LeadInboxQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = query[field];
    if (value !== undefined && value !== DEFAULT_INBOX_QUERY[field]) params.set(field, String(value));
  }
  return params;
}

/** A change of filter starts again at page 1; a change of page keeps the filters. */
export function withChange(query: LeadInboxQuery, change: Partial<LeadInboxQuery>): LeadInboxQuery {
  const next = { ...query, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}
