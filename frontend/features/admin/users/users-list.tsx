/** The accounts as a table: username, role and when each was created. */
import { Table, Text } from '@mantine/core';
import type { UserSummary } from '#shared/schemas/users';
import { formatDateTime } from '../format';
import { ROLE_LABELS } from './role-text';

export function UsersList({ users }: { users: readonly UserSummary[] }) {
  if (users.length === 0) return <Text c="dimmed">No accounts yet</Text>;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="sm" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td style={{ overflowWrap: 'break-word' }}>{user.username}</Table.Td>
              <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
