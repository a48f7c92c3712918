import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CopyBlock } from '../../content/types';
import { CopyBlockBody } from '../info/copy-block';

/** Props of a titled block of copy. */
export interface CopyBlockPanelProps {
  block: CopyBlock;
  /** Anchor id; the block is its own landmark-free section named by its heading. */
  id: string;
  order?: 2 | 3;
  /** Shown after the bullet points (e.g. a call button). */
  children?: ReactNode;
}

/** A titled block of copy with its bullet points (door security, door energy, emergency roofing). */
export function CopyBlockPanel({ block, id, order = 2, children }: CopyBlockPanelProps) {
  return (
    <Stack component="section" id={id} aria-labelledby={`${id}-title`} gap="md">
      <Title order={order} id={`${id}-title`}>
        {block.title}
      </Title>
      <CopyBlockBody block={block} />
      {children}
    </Stack>
  );
}
