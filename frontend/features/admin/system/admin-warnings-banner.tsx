import { Alert, List } from '@mantine/core';
import { useAdminWarnings } from './system-api';

/** Says, on every admin page, what needs the owner though the site still works (shared/schemas/system.ts). */
export function AdminWarningsBanner({ enabled }: { enabled: boolean }) {
  const warnings = useAdminWarnings(enabled).data?.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="Needs your attention" mb="md">
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning}>{warning}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
