import type { OutboxItem } from '../../lib/outbox/outbox-db';

/**
 * What the badge says when the outbox could not be read and no count is known yet. It names
 * "saved requests" like every other badge label, so a check that no badge is left finds it too.
 */
export const UNREADABLE_LABEL = 'Could not read the saved requests on this device';

const requests = (n: number) => `${n} saved request${n === 1 ? '' : 's'}`;
const needs = (n: number) => `need${n === 1 ? 's' : ''} attention`;

/**
 * The badge's words for what is on the device: those waiting to send and those that need the
 * visitor (refused, or a slot taken), so none of them drops out of sight.
 */
export function outboxBadgeLabel(items: readonly OutboxItem[], unreadable: boolean): string | undefined {
  if (items.length === 0) return unreadable ? UNREADABLE_LABEL : undefined;
  const waiting = items.filter((i) => i.state === 'pending').length;
  const attention = items.length - waiting;
  if (!attention) return `${requests(waiting)} waiting to send`;
  if (!waiting) return `${requests(attention)} ${needs(attention)}`;
  return `${requests(waiting)} waiting to send, ${attention} ${needs(attention)}`;
}
