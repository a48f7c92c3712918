/**
 * Registers the service worker (production builds only) and, when a new version has been
 * deployed, offers 'Reload to update' instead of swapping code under the visitor's fingers.
 */
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Workbox } from 'workbox-window';

const UPDATE_NOTIFICATION_ID = 'app-update';

function offerUpdate(workbox: Workbox) {
  notifications.show({
    id: UPDATE_NOTIFICATION_ID,
    title: 'A new version of this site is available',
    autoClose: false,
    message: (
      <>
        <Text size="sm">Reload to get the latest pages. Anything you typed on this page will be lost.</Text>
        <Button
          size="xs"
          mt="xs"
          onClick={() => {
            workbox.addEventListener('controlling', () => window.location.reload());
            void workbox.messageSkipWaiting();
          }}
        >
          Reload to update
        </Button>
      </>
    ),
  });
}

/**
 * Start the service worker once the page has loaded and the browser is idle (workbox-window is
 * fetched then, too): loading and registering it is work of its own that would otherwise run in
 * the middle of hydration, lengthening its tasks.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The app itself usually starts after the load event (start.ts).
  whenLoadedAndIdle(() => {
    import('workbox-window')
      .then(({ Workbox }) => {
        const workbox = new Workbox('/sw.js');
        workbox.addEventListener('waiting', () => offerUpdate(workbox));
        return workbox.register();
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
  });
}

function whenLoadedAndIdle(task: () => void): void {
  // Browsers without idle callbacks (Safari) run it one second after the load event.
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
