import { List, Text } from '@mantine/core';
import { useSentToday } from './use-sent-today';

let timeFormat: Intl.DateTimeFormat | undefined;
/** The device's own clock: "today" is since its midnight. Built on first use (costly at start). */
const formatTime = (iso: string) =>
  (timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(
    new Date(iso),
  );

/** "Sent today: N" with the time and label of each delivery: what left the device, and when. */
export function SentToday() {
  const sent = useSentToday();
  if (sent.length === 0) return null;
  return (
    <section aria-label="Sent from this device today">
      <Text size="sm" fw={700} mt="sm">
        {`Sent today: ${sent.length}`}
      </Text>
      <List size="sm" spacing={2}>
        {sent.map((entry) => (
          <List.Item key={entry.recordId}>{`${formatTime(entry.sentAt)} · ${entry.label}`}</List.Item>
        ))}
      </List>
    </section>
  );
}
