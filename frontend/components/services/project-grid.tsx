import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { GalleryProject } from '../../content/types';
import { Picture } from '../picture';

/** Finished projects: picture, title, town and what we did. */
export function ProjectGrid({ projects }: { projects: readonly GalleryProject[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {projects.map((p) => (
        <Card key={p.id} withBorder padding="lg" radius="md" component="article">
          <Card.Section>
            <Picture image={p} />
          </Card.Section>
          <Title order={3} size="h4" mt="md">
            {p.title}
          </Title>
          <Text size="sm" fw={600} c="navy.8">
            {p.location}
          </Text>
          <Text size="sm" c="dark.5" mt="xs">
            {p.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
