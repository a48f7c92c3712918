import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CopyBlock } from '../../content/types';
import { FeatureList } from '../feature-list';

/** A titled block of copy with its bullet points, as a card (the title is an h3 by default). */
export function CopyBlockCard({ block, titleOrder = 3 }: { block: CopyBlock; titleOrder?: 2 | 3 }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', md: 'xl' }} shadow="xs">
      <Stack gap="md">
        <Title order={titleOrder} size="h3">
          {block.title}
        </Title>
        <CopyBlockBody block={block} />
      </Stack>
    </Paper>
  );
}

/** A copy block's text and its bullet points, under whatever heading the page gives it. */
export function CopyBlockBody({ block }: { block: CopyBlock }) {
  return (
    <>
      <Text size="lg" c="dark.5">
        {block.text}
      </Text>
      {block.points && <FeatureList items={block.points} />}
    </>
  );
}
