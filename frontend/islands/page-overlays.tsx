/**
 * The parts of an islands page that are not in its prerendered HTML: the toasts' region and the
 * saved-requests badge. Each is a root of its own at the end of the body, made when first needed.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { OnDemandNotifications } from '../app/on-demand-notifications';
import { IslandRoot } from './island-root';

function mount(content: ReactNode): void {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(<IslandRoot>{content}</IslandRoot>);
}

let toasts = false;
/** The region toasts show in (it renders nothing until the first one). */
export function showToasts(): void {
  if (toasts) return;
  toasts = true;
  mount(<OnDemandNotifications />);
}

let outbox = false;
/** The saved-requests badge, which also starts sending what waits. */
export async function showOutboxPill(): Promise<void> {
  if (outbox) return;
  outbox = true;
  const { OutboxPill } = await import('../app/frame/outbox-pill');
  showToasts();
  mount(<OutboxPill />);
}
