/** One part of the reports: a bordered card headed by its title (the section's accessible name). */
import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './reports.module.css';

export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder className={classes.card} component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
