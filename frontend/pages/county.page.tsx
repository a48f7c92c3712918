import { Anchor, Container, SimpleGrid } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { areaPath, cityPath } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { getArea } from '../content/areas';
import { Seo } from '../features/seo/seo';
import { NotFoundPage } from './not-found.page';

/** A county's page; an unknown county is the not-found page. */
export function CountyPage() {
  const { areaSlug = '' } = useParams();
  const area = getArea(areaSlug);
  if (!area) return <NotFoundPage />;
  return (
    <>
      <Seo
        title={`Windows, Siding & Roofing in ${area.name}, ${area.state}`}
        description={`Replacement windows, siding, doors and roofing in ${area.name}, ${area.state}. Free estimates.`}
        keywords={`${area.name} windows, ${area.name} siding, ${area.name} roofing, ${area.state} home improvement`}
        path={areaPath(area.slug)}
      />
      <PageHero title={`Home Exterior Services in ${area.name}, ${area.state}`} />
      <Container size="lg" pb="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {area.cities.map((city) => (
            <Anchor key={city.slug} component={Link} to={cityPath(area.slug, city.slug)}>
              {city.name}
            </Anchor>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
