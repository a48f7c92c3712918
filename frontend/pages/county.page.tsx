import { useParams } from 'react-router-dom';
import { PATHS, areaPath } from '#shared/routes';
import { AreaHero } from '../components/areas/area-hero';
import { CityLinkGrid } from '../components/areas/city-link-grid';
import { BenefitGrid } from '../components/benefit-grid';
import { CtaBand } from '../components/cta-band';
import { FeatureList } from '../components/feature-list';
import { EstimateSection } from '../components/info/estimate-section';
import { Section } from '../components/section';
import { ServiceCardGrid } from '../components/service-card-grid';
import { areaCrumbs, areaHeadline, countyWhyChoose } from '../content/area-pages';
import { areaCopy } from '../content/area-copy';
import { getArea } from '../content/areas';
import { HOME_SERVICE_CARDS } from '../content/services';
import type { ServiceCard } from '../content/types';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { NotFoundPage } from './not-found.page';
import { StaticHtml } from '../components/static-html';
import { HeroCallActions } from '../components/hero-call-actions';

/** The service cards in the order the area pages list them: windows, siding, doors, roofing. */
const SERVICE_CARDS: ServiceCard[] = [PATHS.windows, PATHS.siding, PATHS.doors, PATHS.roofing].flatMap(
  (path) => HOME_SERVICE_CARDS.filter((card) => card.link === path),
);

/** A county's page; an unknown county is the not-found page. */
export function CountyPage() {
  const { areaSlug = '' } = useParams();
  const area = getArea(areaSlug);
  if (!area) return <NotFoundPage />;
  const copy = areaCopy(area.slug);
  const crumbs = areaCrumbs(area);
  const place = `${area.name}, ${area.state}`;
  return (
    <>
      <Seo
        title={areaHeadline(place)}
        description={`Replacement windows, vinyl and fiber cement siding, entry doors and roofing in ${place}, serving ${area.cities
          .slice(0, 4)
          .map((c) => c.name)
          .join(', ')} and more. Free in-home estimates and 0% financing.`}
        keywords={`${area.name} window replacement, ${area.name} siding contractor, ${area.name} roofing, ${area.name} entry doors, ${area.stateName} home improvement`}
        path={areaPath(area.slug)}
        jsonLd={[breadcrumbJsonLd(crumbs)]}
      />
      <StaticHtml>
        <AreaHero
          crumbs={crumbs}
          place={place}
          actions={<HeroCallActions phoneElement="county-hero-phone" estimateFormId="county-estimate" />}
        >
          {copy.description}
        </AreaHero>
        <Section id="county-why-choose" title={`Why ${area.name} Homeowners Choose Us`} tinted>
          <BenefitGrid items={countyWhyChoose(area)} />
        </Section>
        <Section id="county-local-facts" title={`What We Know About ${area.name} Homes`} size="md">
          <FeatureList items={copy.localFacts} />
        </Section>
        <Section
          id="county-cities"
          title={`Cities We Serve in ${area.name}`}
          subtitle="Choose your town for local service details."
          tinted
        >
          <CityLinkGrid area={area} />
        </Section>
        <Section id="county-services" title={`Our Services in ${area.name}`}>
          <ServiceCardGrid cards={SERVICE_CARDS} />
        </Section>
        <CtaBand
          title={`Ready to Upgrade Your ${area.name} Home?`}
          text="Call now or request your free, no-obligation in-home estimate."
          phoneElement="county-cta-phone"
        />
      </StaticHtml>
      <EstimateSection
        id="county-estimate"
        title={`Free Estimates in ${area.name}`}
        text={`Tell us about your project and we will set up a visit to your ${area.name} home at a time that suits you.`}
        phoneElement="county-estimate-phone"
      />
    </>
  );
}
