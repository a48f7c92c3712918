import { Text } from '@mantine/core';

/** One labelled value of a lead. Values are always rendered as text, never as HTML. */
export function LeadField({ label, value }: { label: string; value: string | number | boolean | undefined }) {
  if (value === undefined || value === '') return null;
  const shown = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {shown}
    </Text>
  );
}
