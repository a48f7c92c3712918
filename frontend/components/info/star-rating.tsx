import { Group, Text } from '@mantine/core';

/** A 1-5 star rating, read out as "4 out of 5 stars". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <Group gap={2} role="img" aria-label={`${rating} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <Text
          key={i}
          component="span"
          fz={20}
          lh={1}
          c={i < rating ? 'yellow.9' : 'gray.5'}
          aria-hidden="true"
        >
          ★
        </Text>
      ))}
    </Group>
  );
}
