/**
 * /admin/settings: how lead messages leave the server (read from the server's configuration,
 * the SMTP host only, never its password), who is told, the webhook, and a test email.
 */
import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import type { DeliverySettings } from '#shared/schemas/delivery';
import { useDeliverySettings } from '../delivery/delivery-api';
import { ALL_STATES, STATE_WORDS } from '../delivery/delivery-text';
import { TestEmailButton } from './test-email-button';
import { loadFailed } from '../admin-query';

function Setting({ title, children }: { title: string; children: ReactNode }) {
  const id = `setting-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Card>
  );
}

function transportText(mail: DeliverySettings['mail']): string {
  if (mail.kind === 'files') return `Not configured: messages are kept as .eml files in ${mail.folder}`;
  return `SMTP server ${mail.host}:${mail.port}, ${mail.secure ? 'with TLS' : 'without TLS'}`;
}

function SettingsBody({ settings }: { settings: DeliverySettings }) {
  const counts = ALL_STATES.map((s) => `${settings.counts[s]} ${STATE_WORDS[s]}`).join(', ');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Setting title="Mail transport">
        <Text>{transportText(settings.mail)}</Text>
      </Setting>
      <Setting title="From">
        <Text>{settings.from}</Text>
      </Setting>
      <Setting title="Notification addresses">
        {settings.notify.length > 0 ? (
          <List>
            {settings.notify.map((address) => (
              <List.Item key={address}>{address}</List.Item>
            ))}
          </List>
        ) : (
          <Text>None: set NOTIFY_EMAIL to be told about each new lead</Text>
        )}
      </Setting>
      <Setting title="Webhook">
        <Text>{settings.webhookUrl ?? 'Not set'}</Text>
      </Setting>
      <Setting title="Messages">
        <Text mb="xs">{counts}</Text>
        <Anchor component={Link} to={PATHS.adminDeliveries}>
          Failed and retrying messages
        </Anchor>
      </Setting>
      <Setting title="Test email">
        <Text mb="sm">
          Sends one message to the notification addresses and shows what the mail server answered.
        </Text>
        <TestEmailButton />
      </Setting>
    </SimpleGrid>
  );
}

export function SettingsView({ enabled }: { enabled: boolean }) {
  const settings = useDeliverySettings(enabled);
  return (
    <Stack gap="md">
      <Title order={1}>Settings</Title>
      {enabled && settings.isPending && <Text role="status">Loading settings...</Text>}
      {loadFailed(settings) && <Text c="red.8">Error loading settings</Text>}
      {enabled && settings.data && <SettingsBody settings={settings.data} />}
    </Stack>
  );
}
