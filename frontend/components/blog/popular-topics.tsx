import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { SERVICE_LINKS } from '../../content/nav-links';

/** Blog topics and the service page each leads to. */
const TOPICS = [
  ...SERVICE_LINKS,
  { label: 'Financing', path: PATHS.financing },
  { label: 'Warranties', path: PATHS.warranties },
];

/** Links to the service pages behind the blog's most-read topics. */
export function PopularTopics() {
  return (
    <Stack gap="md">
      <Title order={2} size="h3" id="popular-topics-title">
        Popular Topics
      </Title>
      <Text c="dark.5">Learn more about the projects our readers ask about most.</Text>
      <Group gap="sm" component="nav" aria-labelledby="popular-topics-title">
        {TOPICS.map((topic) => (
          <Button key={topic.path} component={Link} to={topic.path} variant="light" color="navy" radius="xl">
            {topic.label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
