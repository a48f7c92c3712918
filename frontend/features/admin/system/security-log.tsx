/** The System page's "Security log": the newest sign-ins, refusals and account changes (GET /api/admin/security-log). */
import { List, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SECURITY_LOG_SHOWN, type SecurityLogEntry } from '#shared/schemas/security-log';
import { adminQuery, loadFailed } from '../admin-query';
import { formatDateTime } from '../format';

const securityLogQuery = () => adminQuery<SecurityLogEntry[]>(['security-log'], '/api/admin/security-log');

export function SecurityLog({ enabled }: { enabled: boolean }) {
  const log = useQuery({ ...securityLogQuery(), enabled });
  if (enabled && log.isPending) return <Text role="status">Loading the security log...</Text>;
  if (loadFailed(log)) return <Text c="red.8">Error loading the security log</Text>;
  const events = log.data ?? [];
  return (
    <>
      <Text size="sm" mb="sm">
        The newest {SECURITY_LOG_SHOWN} events since this server started; the server&apos;s log keeps every
        one.
      </Text>
      {events.length === 0 ? (
        <Text c="dimmed">No events yet.</Text>
      ) : (
        <>
          {/* On a phone six columns break every word: one line per event instead. */}
          <List size="sm" spacing={4} hiddenFrom="sm" aria-label="Security events">
            {events.map((e, i) => (
              <List.Item key={`${e.at}-${i}`}>
                {[formatDateTime(e.at), `${e.event} ${e.outcome}`, e.user, e.client, e.detail]
                  .filter(Boolean)
                  .join(' · ')}
              </List.Item>
            ))}
          </List>
          {/* No scroll container: a scrolling region without a control in it is out of a keyboard's reach. */}
          <Table
            striped
            fz="sm"
            aria-label="Security events"
            visibleFrom="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Outcome</Table.Th>
                <Table.Th>User</Table.Th>
                <Table.Th>Client</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e, i) => (
                <Table.Tr key={`${e.at}-${i}`}>
                  <Table.Td>{formatDateTime(e.at)}</Table.Td>
                  <Table.Td>{e.event}</Table.Td>
                  <Table.Td>{e.outcome}</Table.Td>
                  <Table.Td>{e.user ?? ''}</Table.Td>
                  <Table.Td>{e.client ?? ''}</Table.Td>
                  <Table.Td>{e.detail ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </>
  );
}
