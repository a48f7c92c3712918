import { Alert, Text } from '@mantine/core';

/**
 * Shown in place of lead data while there is no connection: the admin area reads only live from
 * the server and never shows stale leads from a cache.
 */
export function AdminOfflineNotice() {
  return (
    <Alert color="yellow" title="You are offline" role="status">
      <Text size="sm">
        Leads are only shown live from the server. They will load again as soon as the connection is back.
      </Text>
    </Alert>
  );
}

/** Whether a failed admin request failed for want of a connection rather than a server answer. */
export function isNoConnection(error: unknown): boolean {
  return error instanceof TypeError;
}
