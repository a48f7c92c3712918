import { Text, ThemeIcon } from '@mantine/core';

/** The large green tick at the top of a thank-you page (decorative: the heading says it). */
export function DoneTick() {
  return (
    <ThemeIcon size={72} radius={999} color="green.8" aria-hidden="true">
      <Text fz={36} fw={800} c="white">
        ✓
      </Text>
    </ThemeIcon>
  );
}
