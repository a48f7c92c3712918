import { useHotkeys } from '@mantine/hooks';
import { useEffect } from 'react';
import { Notifications } from '@mantine/notifications';

const POSITION = 'bottom-right';

/** Move keyboard focus to the notification area (spec §9: hotkey F8). */
function focusNotifications() {
  const region = document.querySelector<HTMLElement>(
    `.mantine-Notifications-root[data-position="${POSITION}"]`,
  );
  if (!region) return;
  region.tabIndex = -1;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', 'Notifications (F8)');
  region.focus();
}

/**
 * Toasts as spec §9 sets them: one at a time, 5 s each, at most 420 px wide, F8 to reach them.
 */
export function NotificationsRegion({ focusOnMount = false }: { focusOnMount?: boolean }) {
  useHotkeys([['F8', focusNotifications]], []);
  // Loaded by the F8 that asked for it: that press is answered once the region exists.
  useEffect(() => {
    if (focusOnMount) requestAnimationFrame(focusNotifications);
  }, [focusOnMount]);
  return <Notifications limit={1} autoClose={5000} position={POSITION} containerWidth={420} zIndex={1000} />;
}
