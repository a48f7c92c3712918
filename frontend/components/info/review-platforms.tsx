import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReviewPlatform } from '../../content/types';

/** Our rating on each review site, and a link to leave a review (opens in a new tab). */
export function ReviewPlatforms({
  platforms,
  reviewUrl,
}: {
  platforms: readonly ReviewPlatform[];
  reviewUrl: string;
}) {
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {platforms.map((p) => (
          <Card key={p.name} withBorder padding="lg" radius="md" ta="center">
            <Title order={3} size="h4">
              {p.name}
            </Title>
            <Text fz={40} fw={800} c="navy.9" my="xs">
              {p.rating}
            </Text>
            <Text size="sm" c="dark.5">
              {p.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button
          component="a"
          href={reviewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Write a Review (opens in a new tab)"
          size="lg"
          color="brick.8"
        >
          Write a Review
        </Button>
      </Group>
    </Stack>
  );
}
