import { useParams } from 'react-router-dom';
import { cityPath } from '#shared/routes';
import { AreaHero } from '../components/areas/area-hero';
import { CityServiceBlocks } from '../components/areas/city-service-blocks';
import { NearbyCities } from '../components/areas/nearby-cities';
import { BenefitGrid } from '../components/benefit-grid';
import { CtaBand } from '../components/cta-band';
import { EstimateSection } from '../components/info/estimate-section';
import { Section } from '../components/section';
import { areaCrumbs, areaHeadline, cityLocalBenefits, cityServiceBlocks } from '../content/area-pages';
import { getCity } from '../content/areas';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { NotFoundPage } from './not-found.page';
import { StaticHtml } from '../components/static-html';
import { HeroCallActions } from '../components/hero-call-actions';

/** A city's page; an unknown county or city is the not-found page. */
export function CityPage() {
  const { areaSlug = '', citySlug = '' } = useParams();
  const found = getCity(areaSlug, citySlug);
  if (!found) return <NotFoundPage />;
  const { area, city } = found;
  const crumbs = areaCrumbs(area, city);
  const place = `${city.name}, ${area.state}`;
  return (
    <>
      <Seo
        title={areaHeadline(place)}
        description={`Replacement windows, siding, entry doors and roofing for homes in ${city.name}, ${area.name}, ${area.state}. Free in-home estimates, certified installers and 0% financing.`}
        keywords={`${city.name} window replacement, ${city.name} siding, ${city.name} roofing, ${city.name} doors, ${area.name} home improvement contractor`}
        path={cityPath(area.slug, city.slug)}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <StaticHtml>
        <AreaHero crumbs={crumbs} place={place} actions={<HeroCallActions phoneElement="city-phone" />}>
          {`Energy-efficient windows, low-maintenance siding, secure entry doors and new roofs for ${city.name} homes, installed by our own crews who work across ${area.name} every week.`}
        </AreaHero>
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
