/**
 * /admin/leads: every estimate request and booked call in one inbox, newest first, filtered,
 * sorted and paged by the server. The filters are the URL's search parameters (inbox-url.ts).
 */
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../../lib/use-hydrated';
import type { LeadInboxQuery } from '#shared/schemas/inbox';
import { INBOX_API, useEvents, useInbox } from './inbox-api';
import { EventStaffTable } from './event-staff-table';
import { InboxFilters } from './inbox-filters';
import { InboxRows } from './inbox-rows';
import { DEFAULT_INBOX_QUERY, inboxParamsOf, inboxQueryOf, withChange } from './inbox-url';
import { loadFailed } from '../admin-query';

/** The CSV of every lead the filters match (all pages). */
function exportUrl(query: LeadInboxQuery): string {
  const params = inboxParamsOf(query);
  params.delete('page');
  params.delete('pageSize');
  const search = params.toString();
  return `${INBOX_API}/export.csv${search ? `?${search}` : ''}`;
}

function countText(total: number, query: LeadInboxQuery): string {
  if (total === 0) return 'No leads match these filters';
  const first = (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, query.page * query.pageSize);
  return `${first}–${last} of ${total} ${total === 1 ? 'lead' : 'leads'}`;
}

export function InboxView({ enabled }: { enabled: boolean }) {
  // useLocation and useNavigate rather than useSearchParams: those two are in every page's
  // script already, useSearchParams would add its code there for this page alone.
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const setParams = (next: URLSearchParams) => {
    const query = next.toString();
    void navigate({ search: query ? `?${query}` : '' });
  };
  // The prerendered page has no search parameters: hydrate with the defaults, then show the URL's.
  const hydrated = useHydrated();
  const query = hydrated ? inboxQueryOf(params) : DEFAULT_INBOX_QUERY;
  const inbox = useInbox(query, enabled && hydrated);
  const events = useEvents(enabled && hydrated).data ?? [];
  const event = query.event ? events.find((e) => e.eventName === query.event) : undefined;
  const change = (next: Partial<LeadInboxQuery>) => setParams(inboxParamsOf(withChange(query, next)));
  const page = inbox.data;
  const pages = page ? Math.ceil(page.total / page.pageSize) : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>Leads</Title>
        <Button component="a" href={exportUrl(query)} download variant="light">
          Export CSV
        </Button>
      </Group>
      <InboxFilters query={query} events={events.map((e) => e.eventName)} onChange={change} />
      {event && <EventStaffTable event={event} />}
      {enabled && inbox.isPending && <Text role="status">Loading leads...</Text>}
      {loadFailed(inbox) && <Text c="red.8">Error loading leads</Text>}
      {page && (
        <>
          <Text role="status" fw={600}>
            {countText(page.total, query)}
          </Text>
          {page.items.length > 0 && <InboxRows rows={page.items} />}
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={query.page}
                onChange={(n) => change({ page: n })}
                aria-label="Lead pages"
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
