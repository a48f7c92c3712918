import { Alert } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';
import { EvictionWarning } from './eviction-warning';
import { SentToday } from './sent-today';
import { useOutboxItems } from '../../lib/outbox/use-outbox-items';

/**
 * On a thank-you page reached offline (or after a send that got no answer): the request is on this device, not yet with us. Says so
 * plainly instead of pretending it was received.
 */
export function SavedOfflineNotice({ what }: { what: string }) {
  const state = useLocation().state as { savedOffline?: boolean } | null;
  // History state survives a reload but the prerendered HTML never has it: shown after hydration
  // so the markup React hydrates matches the file.
  const hydrated = useHydrated();
  const { items } = useOutboxItems();
  if (!hydrated || !state?.savedOffline) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="Saved on this device" maw={640} c="dark.9">
      You are offline or the connection failed, so your {what} is saved on this device and will be sent
      automatically when the connection returns. Keep this page or app open or come back later; you can see it
      under “saved requests” at the bottom of the screen.
      <EvictionWarning items={items} />
      <SentToday />
    </Alert>
  );
}
