/** /admin/users: the accounts, and the form that adds an admin or a canvasser. */
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { UserCreateForm } from './user-create-form';
import { useUsers } from './users-api';
import { UsersList } from './users-list';
import { loadFailed } from '../admin-query';

export function UsersView({ enabled }: { enabled: boolean }) {
  const users = useUsers(enabled);
  return (
    <Stack gap="md">
      <Title order={1}>Users</Title>
      <SimpleGrid cols={{ base: 1, xl: 2 }}>
        <Card withBorder padding="lg" component="section" aria-labelledby="user-list">
          <Title order={2} size="h3" id="user-list" mb="sm">
            Accounts
          </Title>
          {enabled && users.isPending && <Text role="status">Loading users...</Text>}
          {loadFailed(users) && <Text c="red.8">Error loading users</Text>}
          {enabled && users.data && <UsersList users={users.data} />}
        </Card>
        <Card withBorder padding="lg" component="section">
          <UserCreateForm />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
