import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Stat } from '../content/types';

/** Headline figures in a row. */
export function StatRow({ stats, inverted = false }: { stats: readonly Stat[]; inverted?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, md: Math.min(stats.length, 4) }} spacing="lg">
      {stats.map((s) => (
        <Stack key={s.label} gap={0} align="center" ta="center">
          <Text fz={36} fw={800} c={inverted ? 'white' : 'navy.9'}>
            {s.number}
          </Text>
          <Text c={inverted ? 'gray.2' : 'dark.5'}>{s.label}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
