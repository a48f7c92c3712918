import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of a page section. */
export interface SectionProps {
  title?: string;
  subtitle?: ReactNode;
  /** Anchor id. */
  id?: string;
  /** Tinted background to separate neighbouring sections. */
  tinted?: boolean;
  /** Heading level of the section title (h2 by default). */
  order?: 2 | 3;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A full-width page section with a centred container and an optional h2. */
export function Section({
  title,
  subtitle,
  id,
  tinted = false,
  order = 2,
  children,
  size = 'lg',
}: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      style={{ background: tinted ? 'var(--mantine-color-gray-0)' : undefined, padding: '56px 0' }}
    >
      <Container size={size}>
        {title && (
          <Title order={order} id={headingId} ta="center" mb={subtitle ? 'xs' : 'xl'}>
            {title}
          </Title>
        )}
        {subtitle && (
          <Text ta="center" c="dark.4" size="lg" maw={720} mx="auto" mb="xl">
            {subtitle}
          </Text>
        )}
        {children}
      </Container>
    </section>
  );
}
