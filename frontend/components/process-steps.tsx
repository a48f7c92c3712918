import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProcessStep } from '../content/types';

/** A numbered process (an ordered list, so the step numbers are read out too). */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const cols = steps.length % 3 === 0 ? 3 : steps.length === 5 ? 5 : 4;
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, md: cols }}
      spacing="lg"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {steps.map((step, i) => (
        <Stack component="li" key={step.title} gap="xs" align="flex-start">
          <ThemeIcon size={40} radius="xl" color="brick.8" aria-hidden="true">
            <Text fw={800}>{i + 1}</Text>
          </ThemeIcon>
          <Title order={3} size="h4">
            {step.title}
          </Title>
          <Text c="dark.5">{step.description}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
