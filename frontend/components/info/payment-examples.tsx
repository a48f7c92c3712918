import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { describeFinancingExample, formatUsd } from '../../content/financing';
import type { FinancingExample } from '../../content/types';

/** Worked monthly-payment examples ("$15,000 project at $250/month"). */
export function PaymentExamples({ examples }: { examples: readonly FinancingExample[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto">
      {examples.map((ex) => (
        <Card key={ex.projectCost} component="article" withBorder padding="xl" radius="md" ta="center">
          <Title order={3} size="h4">
            {formatUsd(ex.projectCost)} Project
          </Title>
          <Text fz={44} fw={800} c="navy.9" lh={1.2} mt="sm">
            {formatUsd(ex.monthlyPayment)}
            <Text component="span" fz="lg" fw={600}>
              /month
            </Text>
          </Text>
          <Text c="dark.5" mt="xs">
            for {ex.months} months at {ex.apr}% APR
          </Text>
          <Text size="sm" c="dark.5" mt="md">
            {describeFinancingExample(ex)}, with no money down.
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
