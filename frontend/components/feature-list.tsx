import { List, ThemeIcon } from '@mantine/core';

/** A bullet list with check marks. */
export function FeatureList({ items }: { items: readonly string[] }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon color="navy.9" size={20} radius="xl" aria-hidden="true">
          ✓
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
