/**
 * The dashboard's list of one kind of lead (estimate requests, booked calls): a titled card with
 * its CSV export, newest first, PAGE_SIZE a page, each lead a card ending in how its owner
 * notification went and a link to its own page.
 */
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { adminLeadPath } from '#shared/routes';
import { loadFailed, type Page } from './admin-query';
import { useOwnerNotifications } from './delivery/delivery-api';
import { deliveryStateText } from './delivery/delivery-text';
import { LeadField } from './lead-field';
import { PagesNav } from './pages-nav';

export interface LeadListPanelProps<T extends { id: string }> {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  /** What the list holds as its texts name it ('booked calls': 'Loading booked calls...'). */
  noun: string;
  /** What shows when no lead is listed. */
  empty: string;
  exportHref: string;
  query: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  enabled: boolean;
  /** Between the heading and the list (a search field). */
  filter?: ReactNode;
  /** Above the cards (a count). */
  count?: ReactNode;
  /** A lead's own fields, the top of its card. */
  fields: (lead: T) => ReactNode;
}

export function LeadListPanel<T extends { id: string }>(props: LeadListPanelProps<T>) {
  const { query, noun } = props;
  const { data } = query;
  const deliveries = useOwnerNotifications(data?.items.map((lead) => lead.id) ?? [], props.enabled);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={props.titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={props.titleId}>
          {props.title}
        </Title>
        <Button component="a" href={props.exportHref} download variant="light" size="xs">
          {`Export ${noun} CSV`}
        </Button>
      </Group>
      {props.filter}
      {query.isPending && <Text role="status">{`Loading ${noun}...`}</Text>}
      {loadFailed(query) && <Text c="red.8">{`Error loading ${noun}`}</Text>}
      {data && data.items.length === 0 && <Text>{props.empty}</Text>}
      {data && data.items.length > 0 && (
        <Stack>
          {props.count}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.items.map((lead) => {
              const delivery = deliveries.get(lead.id);
              return (
                <Card key={lead.id} withBorder padding="sm" component="article">
                  {props.fields(lead)}
                  {delivery && <LeadField label="Delivery" value={deliveryStateText(delivery)} />}
                  {/* Padded to a 24 px tap target (WCAG 2.5.8): the cards stand close together. */}
                  <Anchor
                    component={Link}
                    to={adminLeadPath(lead.id)}
                    size="sm"
                    fw={600}
                    display="inline-block"
                    py={4}
                  >
                    Details
                  </Anchor>
                </Card>
              );
            })}
          </SimpleGrid>
          <PagesNav
            total={data.total}
            page={props.page}
            onChange={props.onPageChange}
            label={`${noun.charAt(0).toUpperCase()}${noun.slice(1)} pages`}
          />
        </Stack>
      )}
    </Card>
  );
}
