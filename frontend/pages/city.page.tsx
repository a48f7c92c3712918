import { Anchor, Container } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { areaPath, cityPath } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { getCity } from '../content/areas';
import { Seo } from '../features/seo/seo';
import { NotFoundPage } from './not-found.page';

/** A city's page; an unknown county or city is the not-found page. */
export function CityPage() {
  const { areaSlug = '', citySlug = '' } = useParams();
  const found = getCity(areaSlug, citySlug);
  if (!found) return <NotFoundPage />;
  const { area, city } = found;
  return (
    <>
      <Seo
        title={`Windows, Siding & Roofing in ${city.name}, ${area.state}`}
        description={`Replacement windows, siding, doors and roofing in ${city.name}, ${area.name}, ${area.state}. Free estimates.`}
        keywords={`${city.name} windows, ${city.name} siding, ${city.name} roofing`}
        path={cityPath(area.slug, city.slug)}
      />
      <PageHero title={`Home Exterior Services in ${city.name}, ${area.state}`} />
      <Container size="lg" pb="xl">
        <Anchor component={Link} to={areaPath(area.slug)}>
          {area.name}
        </Anchor>
      </Container>
    </>
  );
}
