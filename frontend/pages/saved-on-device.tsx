/**
 * The thank-you pages' own words for a request that waits on this device (sent offline, or a
 * send that got no answer): it was neither submitted nor booked yet, so neither is said.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { handedTo } from '../lib/go-to-page';
import { SAVED_ON_DEVICE } from '../content/thank-you';
import { EvictionWarning } from '../features/outbox/eviction-warning';
import { SentToday } from '../features/outbox/sent-today';
import type { SavedOnDeviceState } from '../lib/outbox/saved-on-device-state';
import { useOutboxItems } from '../lib/outbox/use-outbox-items';
import { useHydrated } from '../lib/use-hydrated';

/**
 * True while the request the form that led here kept on this device still waits there: once the
 * outbox has delivered it, the page says what the spec says. History state survives a reload but
 * the prerendered HTML never has it: true only after hydration, so the markup React hydrates
 * matches the file. A form on an islands page hands it over with the document load instead.
 */
export function useSavedOnDevice(): boolean {
  const { state: routerState, pathname } = useLocation();
  const hydrated = useHydrated();
  const state = (routerState ?? (hydrated ? handedTo(pathname) : null)) as Partial<SavedOnDeviceState> | null;
  const { items, loaded } = useOutboxItems();
  if (!hydrated || state?.savedOffline !== true) return false;
  const waiting = state.recordIds;
  // Until the outbox has been read (or if it cannot be), it is not known to have left.
  if (!waiting || !loaded) return true;
  return items.some((item) => waiting.includes(item.recordId));
}

/** The heading and the word on when it leaves, in place of the spec's confirmation. */
export function SavedOnDevice({ what }: { what: string }) {
  const { items } = useOutboxItems();
  return (
    <Stack role="status" align="center" ta="center" gap="md" maw={640}>
      <Title order={1}>{SAVED_ON_DEVICE.title}</Title>
      <Text size="lg" c="dark.5">
        {SAVED_ON_DEVICE.text(what)}
      </Text>
      <EvictionWarning items={items} />
      <SentToday />
    </Stack>
  );
}
