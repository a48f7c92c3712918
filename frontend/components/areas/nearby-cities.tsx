import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { areaPath, cityPath } from '#shared/routes';
import type { City, ServiceArea } from '../../content/types';
import { Section } from '../section';
import classes from './area-links.module.css';

/** Links to the other towns of the same county, and back to the county page. */
export function NearbyCities({ area, current }: { area: ServiceArea; current: City }) {
  const others = area.cities.filter((c) => c.slug !== current.slug);
  return (
    <Section id="nearby-cities" title={`Also Serving Nearby in ${area.name}`} size="md">
      <Group component="ul" justify="center" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {others.map((c) => (
          <li key={c.slug}>
            <Anchor component={Link} to={cityPath(area.slug, c.slug)} fw={600} className={classes.townLink}>
              {c.name}
            </Anchor>
          </li>
        ))}
      </Group>
      <Text ta="center" mt="lg">
        <Anchor component={Link} to={areaPath(area.slug)} className={classes.townLink}>
          See all of our {area.name} services
        </Anchor>
      </Text>
    </Section>
  );
}
