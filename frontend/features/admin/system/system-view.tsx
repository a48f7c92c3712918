/**
 * /admin/system: is the site healthy (what /api/health tells a monitor), the facts behind it
 * (engine, disk, queue, backups), "Back up now" and each backup to download.
 */
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { SystemView as System } from '#shared/schemas/system';
import { actionFailure } from '../action-failure';
import { loadFailed } from '../admin-query';
import { formatDateTime } from '../format';
import { SecurityLog } from './security-log';
import { backupDownloadUrl, useBackUpNow, useSystemView } from './system-api';
import { formatBytes, formatUptime } from './system-format';

function Health({ problems }: { problems: string[] }) {
  if (problems.length === 0) {
    return (
      <Alert color="green" variant="light">
        <Text fw={700}>All is well</Text>
        <Text size="sm">The health check (/api/health) answers ok.</Text>
      </Alert>
    );
  }
  return (
    <Alert color="brick" variant="light" title="Needs attention" role="alert">
      <List size="sm">
        {problems.map((p) => (
          <List.Item key={p}>{p}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

function Facts({ system }: { system: System }) {
  const facts: [string, string][] = [
    ['Storage', system.engine === 'json' ? 'JSON files (DATA_DIR)' : 'PostgreSQL'],
    ['Version', system.version],
    ['Running for', formatUptime(system.uptimeSeconds)],
    ['Free disk', `${formatBytes(system.disk.freeBytes)} (floor ${formatBytes(system.disk.floorBytes)})`],
    ['Stored data', formatBytes(system.storeBytes)],
    ['Messages waiting', String(system.queue.pending)],
    ['Oldest waiting since', formatDateTime(system.queue.oldestPendingAt)],
    ['Messages failed', String(system.queue.failed)],
    ['Last backup', formatDateTime(system.backups.lastAt)],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" fw={600} m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Backups({ system }: { system: System }) {
  const backUpNow = useBackUpNow();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    await backUpNow().catch((e: unknown) => setError(actionFailure(e, 'No backup made')));
    setBusy(false);
  };
  const { files, dir, keep } = system.backups;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          In {dir}; the newest {keep} are kept. Copy them off this machine too.
        </Text>
        <Button onClick={() => void run()} loading={busy}>
          Back up now
        </Button>
      </Group>
      {error && (
        <Alert color="brick" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {files.length === 0 ? (
        <Text c="dimmed">No backup yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Made</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>File</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file) => (
                <Table.Tr key={file.name}>
                  <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
                  <Table.Td>{formatBytes(file.bytes)}</Table.Td>
                  <Table.Td>
                    <a href={backupDownloadUrl(file.name)} download={file.name}>
                      {file.name}
                    </a>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function SystemView({ enabled }: { enabled: boolean }) {
  const view = useSystemView(enabled);
  const system = enabled ? view.data : undefined;
  return (
    <Stack gap="md">
      <Title order={1}>System</Title>
      {enabled && view.isPending && <Text role="status">Loading system status...</Text>}
      {loadFailed(view) && <Text c="red.8">Error loading system status</Text>}
      {system && (
        <>
          <Health problems={system.problems} />
          <Card withBorder padding="lg" component="section" aria-labelledby="system-facts">
            <Title order={2} size="h3" id="system-facts" mb="sm">
              Status
            </Title>
            <Facts system={system} />
          </Card>
          <Card withBorder padding="lg" component="section" aria-labelledby="system-backups">
            <Title order={2} size="h3" id="system-backups" mb="sm">
              Backups
            </Title>
            <Backups system={system} />
          </Card>
          <Card withBorder padding="lg" component="section" aria-labelledby="system-security-log">
            <Title order={2} size="h3" id="system-security-log" mb="sm">
              Security log
            </Title>
            <SecurityLog enabled={enabled} />
          </Card>
        </>
      )}
    </Stack>
  );
}
