import { Alert } from '@mantine/core';
import { useLocation } from 'react-router-dom';

/**
 * On a thank-you page reached offline: the request is on this device, not yet with us. Says so
 * plainly instead of pretending it was received.
 */
export function SavedOfflineNotice({ what }: { what: string }) {
  const state = useLocation().state as { savedOffline?: boolean } | null;
  if (!state?.savedOffline) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="Saved on this device" maw={640} c="dark.9">
      You are offline, so your {what} is saved on this device and will be sent automatically when the
      connection returns. Keep this page or app open or come back later; you can see it under “saved requests”
      at the bottom of the screen.
    </Alert>
  );
}
