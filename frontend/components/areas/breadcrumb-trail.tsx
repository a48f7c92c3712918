import { Anchor, Breadcrumbs, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './area-links.module.css';

/** One step of a breadcrumb trail: its visible name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * The breadcrumb bar above an area page's hero. Every step but the last is a link; the last is
 * the current page. The same list feeds the page's BreadcrumbList structured data.
 */
export function BreadcrumbTrail({ items }: { items: readonly Crumb[] }) {
  const last = items.length - 1;
  return (
    <div style={{ background: 'var(--mantine-color-navy-0)' }}>
      <Container size="lg" pt="md">
        <nav aria-label="Breadcrumb">
          <Breadcrumbs
            separator={<span aria-hidden="true">/</span>}
            separatorMargin={6}
            style={{ flexWrap: 'wrap' }}
          >
            {items.map((item, i) =>
              i === last ? (
                <Text key={item.path} component="span" size="sm" fw={600} c="dark.6" aria-current="page">
                  {item.name}
                </Text>
              ) : (
                <Anchor
                  key={item.path}
                  component={Link}
                  to={item.path}
                  size="sm"
                  c="navy.8"
                  className={classes.crumb}
                >
                  {item.name}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
      </Container>
    </div>
  );
}
