/** The accounts as a table: username, role, when each was created, whether it may sign in, and its buttons. */
import { Alert, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { UserSummary } from '#shared/schemas/users';
import { formatDateTime } from '../format';
import { ROLE_LABELS } from './role-text';
import { UserAccessButtons, type AccessOutcome } from './user-access-buttons';

export function UsersList({ users }: { users: readonly UserSummary[] }) {
  const [outcome, setOutcome] = useState<AccessOutcome | null>(null);
  if (users.length === 0) return <Text c="dimmed">No accounts yet</Text>;
  return (
    <>
      {outcome?.failed && (
        <Alert color="brick" variant="light" role="alert" mb="sm">
          {outcome.text}
        </Alert>
      )}
      <Text role="status" size="sm" mb={outcome && !outcome.failed ? 'sm' : 0}>
        {outcome && !outcome.failed ? outcome.text : ''}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="sm" aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Username</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{user.username}</Table.Td>
                <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
                <Table.Td>{formatDateTime(user.createdAt)}</Table.Td>
                <Table.Td>{user.disabled ? 'Disabled' : 'Enabled'}</Table.Td>
                <Table.Td>
                  <UserAccessButtons user={user} onOutcome={setOutcome} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
