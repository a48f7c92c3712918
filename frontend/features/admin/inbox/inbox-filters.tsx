/**
 * The inbox's filters. Native selects and date fields: on a phone they open the system's own
 * pickers, which a thumb handles better than a custom dropdown. Text fields wait until typing
 * pauses before they change the URL.
 */
import { Button, Collapse, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { BOOKING_REFERRERS, LEAD_SOURCES } from '#shared/options';
import { INBOX_PAGE_SIZES, type LeadInboxQuery } from '#shared/schemas/inbox';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '#shared/schemas/lead-status';

/** The value of "any" in a select (the query leaves the field out). */
const ANY = '';

const STATUS_OPTIONS = [
  { value: ANY, label: 'All but spam' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];
const TYPE_OPTIONS = [
  { value: ANY, label: 'All' },
  { value: 'contact', label: 'Estimate requests' },
  { value: 'booking', label: 'Booked calls' },
];
const SOURCE_OPTIONS = [
  { value: ANY, label: 'All' },
  ...[...Object.values(LEAD_SOURCES), ...BOOKING_REFERRERS].map((source) => ({
    value: source,
    label: source,
  })),
];
/** The filters besides the search: counted on the phone's Filters button. */
const FILTERS = ['status', 'type', 'source', 'campaign', 'event', 'from', 'to'] as const;

const SORT_OPTIONS = [
  { value: 'received', label: 'Received, newest first' },
  { value: 'call', label: 'Call time, soonest first' },
];

/** A text filter that updates the query once typing pauses, and follows the URL (back button). */
function DebouncedText({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed from outside (back button, Clear filters): show its value, unless it is
  // what the field already says (a trailing space being typed stays).
  if (shown !== value) {
    setShown(value);
    if ((text.trim() || undefined) !== value) setText(value ?? '');
  }
  const commit = useDebouncedCallback((next: string) => onChange(next.trim() || undefined), 300);
  return (
    <TextInput
      label={label}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
    />
  );
}

export function InboxFilters({
  query,
  events,
  onChange,
}: {
  query: LeadInboxQuery;
  /** The events leads were taken at (the Event filter's choices). */
  events: readonly string[];
  onChange: (change: Partial<LeadInboxQuery>) => void;
}) {
  // On a phone the filters fold away behind a button, so the leads start on the first screen.
  const wide = useMediaQuery('(min-width: 48em)');
  const [open, { toggle }] = useDisclosure(false);
  const active = FILTERS.filter((field) => query[field] !== undefined).length;
  const pick = <K extends keyof LeadInboxQuery>(field: K) => ({
    value: query[field] === undefined ? ANY : String(query[field]),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
      onChange({ [field]: event.currentTarget.value || undefined } as Partial<LeadInboxQuery>),
  });
  const search = <DebouncedText label="Search" value={query.q} onChange={(q) => onChange({ q })} />;
  const panel = (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        {wide && search}
        <NativeSelect label="Status" data={STATUS_OPTIONS} {...pick('status')} />
        <NativeSelect label="Type" data={TYPE_OPTIONS} {...pick('type')} />
        <NativeSelect label="Source" data={SOURCE_OPTIONS} {...pick('source')} />
        <NativeSelect
          label="Event"
          data={[
            { value: ANY, label: 'All' },
            // A shared link may name an event this list does not hold (yet): keep it choosable.
            ...[...new Set([...events, ...(query.event ? [query.event] : [])])].map((e) => ({
              value: e,
              label: e,
            })),
          ]}
          {...pick('event')}
        />
        <DebouncedText
          label="Campaign"
          value={query.campaign}
          onChange={(campaign) => onChange({ campaign })}
        />
        <TextInput
          label="Received from"
          type="date"
          value={query.from ?? ''}
          max={query.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="Received to"
          type="date"
          value={query.to ?? ''}
          min={query.from}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        />
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as LeadInboxQuery['sort'] })}
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-end" mt="xs">
        <NativeSelect
          label="Rows per page"
          data={INBOX_PAGE_SIZES.map(String)}
          value={String(query.pageSize)}
          onChange={(event) => onChange({ pageSize: Number(event.currentTarget.value) })}
          w={140}
        />
        <Button
          variant="subtle"
          onClick={() => onChange(Object.fromEntries(['q', ...FILTERS].map((field) => [field, undefined])))}
        >
          Clear filters
        </Button>
      </Group>
    </>
  );
  return (
    <div role="search" aria-label="Filter leads">
      {!wide && (
        <Group align="flex-end" wrap="nowrap" mb="xs">
          <div style={{ flex: 1 }}>{search}</div>
          <Button variant="light" onClick={toggle} aria-expanded={open} aria-controls="inbox-filters">
            {open ? 'Hide filters' : `Filters${active ? ` (${active})` : ''}`}
          </Button>
        </Group>
      )}
      {wide ? (
        panel
      ) : (
        <Collapse expanded={open} id="inbox-filters">
          {panel}
        </Collapse>
      )}
    </div>
  );
}
