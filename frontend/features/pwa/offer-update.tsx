/** The 'Reload to update' toast, shown when a new version of the site is waiting. */
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Workbox } from 'workbox-window';

const UPDATE_NOTIFICATION_ID = 'app-update';

export function offerUpdate(workbox: Workbox) {
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
