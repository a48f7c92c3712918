import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A section's content with a centred link button under it, to the page with the rest of it. */
export function WithMoreLink({
  to,
  label,
  variant = 'outline',
  children,
}: {
  to: string;
  label: string;
  variant?: 'outline' | 'subtle';
  children: ReactNode;
}) {
  return (
    <Stack gap="xl">
      {children}
      <Group justify="center">
        <Button component={Link} to={to} variant={variant} size="md">
          {label}
        </Button>
      </Group>
    </Stack>
  );
}
