import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImageRef } from '../content/types';
import { Picture } from './picture';

/** Props of a page's opening block. */
export interface PageHeroProps {
  title: string;
  children?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** The hero picture (loaded with high priority: it is the page's largest paint). */
  image?: ImageRef;
  /** Content beside the text instead of an image (e.g. the estimate form). */
  aside?: ReactNode;
}

/** A page's opening block: its one h1, an introduction, actions, and an image or a form beside it. */
export function PageHero({ title, children, actions, image, aside }: PageHeroProps) {
  const side = aside ?? (image ? <Picture image={image} priority /> : null);
  return (
    <section style={{ background: 'linear-gradient(180deg, var(--mantine-color-navy-0), #fff)' }}>
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: side ? 6 : 12 }}>
            <Stack gap="md">
              <Title order={1}>{title}</Title>
              {children && (
                <Text size="lg" maw={760} c="dark.5">
                  {children}
                </Text>
              )}
              {actions}
            </Stack>
          </Grid.Col>
          {side ? <Grid.Col span={{ base: 12, md: 6 }}>{side}</Grid.Col> : null}
        </Grid>
      </Container>
    </section>
  );
}
