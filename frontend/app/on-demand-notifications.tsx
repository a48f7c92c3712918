/**
 * The toasts' region, loaded when the first toast is shown (the store keeps it until then) or
 * when F8 asks for the region, not with every page: its code is among the heaviest of the frame,
 * and most visits never see a toast.
 */
import { notificationsStore } from '@mantine/notifications';
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react';

const NotificationsRegion = lazy(() =>
  import('./notifications-region').then((m) => ({ default: m.NotificationsRegion })),
);

function hasToast(): boolean {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
}

// Spec §9: one toast at a time, also for toasts shown before the region's code has arrived (the
// region sets the same limit when it mounts; until then the store alone decides what shows).
notificationsStore.updateState((state) => ({ ...state, limit: 1 }));

// Once a toast has been shown the region stays: unmounting it would cut its closing animation.
let toastSeen = false;
const toastSeenSnapshot = () => (toastSeen ||= hasToast());
const noToastOnServer = () => false;

/** Renders the region once a toast is wanted or F8 asks for it. */
export function OnDemandNotifications() {
  const toastWanted = useSyncExternalStore(notificationsStore.subscribe, toastSeenSnapshot, noToastOnServer);
  const [f8Pressed, setF8Pressed] = useState(false);
  useEffect(() => {
    if (f8Pressed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') setF8Pressed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [f8Pressed]);
  if (!toastWanted && !f8Pressed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsRegion focusOnMount={f8Pressed && !toastWanted} />
    </Suspense>
  );
}
