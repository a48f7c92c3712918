import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FinancingPlan } from '../../content/types';
import { FeatureList } from '../feature-list';

/** The plan cards: name, term, who it suits and what it includes. */
export function FinancingPlans({ plans }: { plans: readonly FinancingPlan[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: plans.length }} spacing="lg">
      {plans.map((plan) => (
        <Card key={plan.title} component="article" withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {plan.title}
            </Title>
            <Badge variant="outline" color="brick.8" size="lg" w="fit-content" tt="none">
              {plan.duration}
            </Badge>
            <Text c="dark.5">{plan.description}</Text>
            <FeatureList items={plan.features} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
