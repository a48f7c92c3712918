import { Button, Group } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { PATHS, areaPath, cityPath } from '#shared/routes';
import { BreadcrumbTrail, type Crumb } from '../components/areas/breadcrumb-trail';
import { CityServiceBlocks } from '../components/areas/city-service-blocks';
import { NearbyCities } from '../components/areas/nearby-cities';
import { BenefitGrid } from '../components/benefit-grid';
import { CtaBand } from '../components/cta-band';
import { EstimateSection } from '../components/info/estimate-section';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { cityLocalBenefits, cityServiceBlocks } from '../content/area-pages';
import { getCity } from '../content/areas';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { NotFoundPage } from './not-found.page';
import { StaticHtml } from '../components/static-html';

/** A city's page; an unknown county or city is the not-found page. */
export function CityPage() {
  const { areaSlug = '', citySlug = '' } = useParams();
  const found = getCity(areaSlug, citySlug);
  if (!found) return <NotFoundPage />;
  const { area, city } = found;
  const crumbs: Crumb[] = [
    { name: 'Home', path: PATHS.home },
    { name: 'Service Areas', path: PATHS.areas },
    { name: area.name, path: areaPath(area.slug) },
    { name: city.name, path: cityPath(area.slug, city.slug) },
  ];
  const place = `${city.name}, ${area.state}`;
  return (
    <>
      <Seo
        title={`Windows, Siding, Doors & Roofing in ${place}`}
        description={`Replacement windows, siding, entry doors and roofing for homes in ${city.name}, ${area.name}, ${area.state}. Free in-home estimates, certified installers and 0% financing.`}
        keywords={`${city.name} window replacement, ${city.name} siding, ${city.name} roofing, ${city.name} doors, ${area.name} home improvement contractor`}
        path={cityPath(area.slug, city.slug)}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <StaticHtml>
        <BreadcrumbTrail items={crumbs} />
        <PageHero
          title={`Windows, Siding, Doors & Roofing in ${place}`}
          actions={
            <Group>
              <CallButton element="city-phone" size="lg" color="brick.8" />
              <Button component={Link} to={PATHS.contact} size="lg" variant="outline">
                Contact Us
              </Button>
            </Group>
          }
        >
          {`Energy-efficient windows, low-maintenance siding, secure entry doors and new roofs for ${city.name} homes, installed by our own crews who work across ${area.name} every week.`}
        </PageHero>
        <Section
          id="city-services"
          title={`Home Exterior Services in ${city.name}`}
          subtitle="Every project starts with a free in-home estimate and a written price."
        >
          <CityServiceBlocks blocks={cityServiceBlocks(city)} />
        </Section>
        <Section id="city-benefits" title={`Why ${city.name} Homeowners Work With Us`} tinted>
          <BenefitGrid items={cityLocalBenefits(area, city)} />
        </Section>
        <NearbyCities area={area} current={city} />
        <CtaBand
          title={`Serving ${city.name} and All of ${area.name}`}
          text="Call us today or send a request and we will contact you to set up your free estimate."
          phoneElement="city-cta-phone"
        />
      </StaticHtml>
      <EstimateSection
        title={`Get Your Free ${city.name} Estimate`}
        text={`Tell us what you need and we will schedule a visit to your ${city.name} home.`}
        phoneElement="city-estimate-phone"
      />
    </>
  );
}
