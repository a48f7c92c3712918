import { Stack, Text, Title } from '@mantine/core';
import type { CopyBlock } from '../../content/types';
import { FeatureList } from '../feature-list';

/** A titled block of copy with its bullet points (door security, door energy, emergency roofing). */
export function CopyBlockPanel({ block, order = 2 }: { block: CopyBlock; order?: 2 | 3 }) {
  return (
    <Stack gap="md">
      <Title order={order}>{block.title}</Title>
      <Text size="lg" c="dark.5">
        {block.text}
      </Text>
      {block.points && <FeatureList items={block.points} />}
    </Stack>
  );
}
