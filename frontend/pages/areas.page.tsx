import { SimpleGrid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { AreaStats, type AreaStat } from '../components/areas/area-stats';
import { CountyCard } from '../components/areas/county-card';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { AREA_CLAIMS, areasInState } from '../content/areas';
import type { ServiceStateCode } from '../content/types';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

const STATS: readonly AreaStat[] = [
  { value: AREA_CLAIMS.counties, label: 'across New Jersey and New York' },
  { value: AREA_CLAIMS.cities, label: 'towns and neighborhoods served' },
  {
    value: `${BUSINESS.yearsOfExperience} years`,
    label: `serving local homeowners since ${BUSINESS.foundedYear}`,
  },
  { value: BUSINESS.contactWithin, label: 'to hear back after you reach out' },
];

const STATES: readonly { code: ServiceStateCode; name: string; id: string }[] = [
  { code: 'NJ', name: 'New Jersey', id: 'new-jersey' },
  { code: 'NY', name: 'New York', id: 'new-york' },
];

/** Our Service Areas: every county we serve, grouped by state, with links to its cities. */
export function AreasPage() {
  return (
    <>
      <Seo
        title="Service Areas in New Jersey & New York"
        description={`Window, siding, door and roofing installation in ${AREA_CLAIMS.counties} and ${AREA_CLAIMS.cities} across New Jersey, Rockland County and Staten Island. Find your county and town.`}
        keywords="home improvement contractor NJ, window replacement New Jersey, siding contractor NY, roofing Staten Island, Rockland County siding"
        path={PATHS.areas}
      />
      <StaticHtml>
        <PageHero title="Our Service Areas">
          From our office in {BUSINESS.address.city}, our crews serve homeowners in{' '}
          {BUSINESS.serviceAreaSummary}. Find your county and town below.
        </PageHero>
        <Section>
          <AreaStats stats={STATS} />
        </Section>
        {STATES.map((state, i) => (
          <Section key={state.code} id={state.id} title={state.name} tinted={i % 2 === 0}>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {areasInState(state.code).map((area) => (
                <CountyCard key={area.slug} area={area} />
              ))}
            </SimpleGrid>
          </Section>
        ))}
        <CtaBand
          title="Don't See Your Town?"
          text="We often travel beyond the towns listed here. Call us or send a request and we will tell you if we can help."
          phoneElement="areas-cta-phone"
        />
      </StaticHtml>
    </>
  );
}
