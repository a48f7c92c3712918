import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { REQUEST_SCHEMA_VERSION } from '#shared/schemas/request-version';
import type { OutboxItem } from '../../lib/outbox/outbox-db';
import { retryItem } from '../../lib/outbox/outbox-sender';
import { bodyWith, fieldLabel, valueAt } from './request-body-fields';

type Value = string | boolean;

/**
 * A request the API refused field by field (often one saved by an earlier version of the site,
 * whose form asked for less): each refused field with the server's message, to correct and send
 * again. Fields the visitor cannot type (nested data) show their message only.
 */
export function FieldCorrections({ item, errors }: { item: OutboxItem; errors: Record<string, string> }) {
  const paths = Object.keys(errors);
  const [values, setValues] = useState<Record<string, Value>>(() => {
    const start: Record<string, Value> = {};
    for (const path of paths) {
      const value = valueAt(item.body, path);
      if (typeof value === 'boolean' || typeof value === 'string') start[path] = value;
      else if (value === undefined || value === null) start[path] = '';
    }
    return start;
  });
  const older = (item.schemaVersion ?? 0) < REQUEST_SCHEMA_VERSION;
  const set = (path: string, value: Value) => setValues((v) => ({ ...v, [path]: value }));
  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm">
        Our server did not accept this request as it is
        {older ? ' (it was saved by an earlier version of this site)' : ''}. Correct these fields and send it
        again, or discard it.
      </Text>
      {paths.map((path) => {
        const value = values[path];
        if (typeof value === 'boolean')
          return (
            <Checkbox
              key={path}
              label={fieldLabel(path)}
              checked={value}
              error={errors[path]}
              onChange={(e) => set(path, e.currentTarget.checked)}
            />
          );
        if (typeof value === 'string')
          return (
            <TextInput
              key={path}
              size="sm"
              label={fieldLabel(path)}
              value={value}
              error={errors[path]}
              onChange={(e) => set(path, e.currentTarget.value)}
            />
          );
        return (
          <Text key={path} size="sm" c="red.9">
            {fieldLabel(path)}: {errors[path]}
          </Text>
        );
      })}
      <Button size="xs" onClick={() => void retryItem(item, bodyWith(item.body, values))}>
        Send corrected request
      </Button>
    </Stack>
  );
}
