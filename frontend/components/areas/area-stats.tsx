import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';

/** One figure of the stats strip; `value` is printed whole (e.g. "10+ counties"). */
export interface AreaStat {
  value: string;
  label: string;
}

/** The headline figures of the service areas page, in a navy strip. */
export function AreaStats({ stats }: { stats: readonly AreaStat[] }) {
  return (
    <Paper radius="lg" bg="navy.9" p={{ base: 'lg', md: 'xl' }}>
      <SimpleGrid
        component="ul"
        cols={{ base: 2, md: stats.length }}
        spacing="lg"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {stats.map((s) => (
          <Stack component="li" key={s.value} gap={2} align="center" ta="center">
            <Text fz={{ base: 24, sm: 32 }} fw={800} c="white" lh={1.2}>
              {s.value}
            </Text>
            <Text size="sm" c="gray.2">
              {s.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
