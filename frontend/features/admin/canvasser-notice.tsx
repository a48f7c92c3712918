/**
 * What an admin page shows a canvasser's session instead of lead data (the server answers it
 * 403): where its work is, and a way to sign out.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';

export function CanvasserNotice({
  onLogout,
  logoutError,
}: {
  onLogout: () => void;
  logoutError: string | null;
}) {
  return (
    <Paper withBorder shadow="md" p="xl" radius="md" maw={480} mx={{ base: 'md', xs: 'auto' }} mt={60}>
      <Stack>
        <Title order={1} size="h2">
          Lead capture account
        </Title>
        <Text>This account is for capturing leads.</Text>
        {logoutError && (
          <Alert color="red" role="alert" variant="light">
            {logoutError}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to={PATHS.capture}>
            Open lead capture
          </Button>
          <Button variant="outline" onClick={onLogout}>
            Logout
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
