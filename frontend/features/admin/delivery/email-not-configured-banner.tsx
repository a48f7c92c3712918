import { Alert } from '@mantine/core';
import { useDeliverySettings } from './delivery-api';
import { notConfiguredText } from './delivery-text';

/** Says, on every admin page, that email is off and how many messages wait as .eml files. */
export function EmailNotConfiguredBanner({ enabled }: { enabled: boolean }) {
  const settings = useDeliverySettings(enabled);
  const mail = settings.data?.mail;
  if (mail?.kind !== 'files') return null;
  return (
    <Alert color="yellow" variant="light" role="status" mb="md">
      {notConfiguredText(settings.data?.counts.kept ?? 0, mail.folder)}
    </Alert>
  );
}
