import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Testimonial } from '../../content/types';
import { formatReviewDate } from './review-date';
import { StarRating } from './star-rating';

/** One customer review: who, where, the stars, the words, the service and the date. */
export function TestimonialCard({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <Card component="article" withBorder padding="lg" radius="md" h="100%">
      <Stack gap="sm" h="100%">
        <StarRating rating={t.rating} />
        <Text component="blockquote" m={0} style={{ flexGrow: 1 }}>
          “{t.text}”
        </Text>
        <div>
          <Title order={3} size="h5">
            {t.name}
          </Title>
          <Text size="sm" c="dark.5">
            {t.location}
          </Text>
        </div>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color="navy">
            {t.service}
          </Badge>
          <Text size="sm" c="dark.5">
            <time dateTime={t.date}>{formatReviewDate(t.date)}</time>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
