import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Partner } from '../../content/types';
import { FeatureList } from '../feature-list';
import { Picture } from '../picture';

/** Partner cards: badge, name, what they do and what it means for the homeowner. */
export function PartnerGrid({ partners }: { partners: readonly Partner[] }) {
  // Three or six cards sit three across; four sit two by two rather than leaving one alone.
  const wide = partners.length % 3 === 0 ? 3 : 2;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: wide }} spacing="lg">
      {partners.map((p) => (
        <Card key={p.name} component="article" withBorder padding="lg" radius="md">
          <Stack gap="sm">
            <Group wrap="nowrap" gap="md" align="center">
              <div style={{ width: 72, flexShrink: 0 }}>
                <Picture image={p.logo} />
              </div>
              <Title order={3} size="h4">
                {p.name}
              </Title>
            </Group>
            <Text c="dark.5">{p.description}</Text>
            <FeatureList items={p.benefits} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
