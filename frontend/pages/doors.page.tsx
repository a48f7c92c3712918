import { Grid } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { Section } from '../components/section';
import { CopyBlockPanel } from '../components/services/copy-block-panel';
import { LeadFormSection } from '../components/services/lead-form-section';
import { OptionCards } from '../components/services/option-cards';
import { ServiceHero } from '../components/services/service-hero';
import { DOORS_INTRO, DOOR_ENERGY, DOOR_MATERIALS, DOOR_OPTIONS, DOOR_SECURITY } from '../content/doors';
import { INSTALLATION_TIMES } from '../content/facts';
import { DOORS_SERVICE } from '../content/services';
import { Seo } from '../features/seo/seo';
import { serviceJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';

const FORM_ID = 'doors-estimate';

/** The doors page, served at /doors and /entry-doors (each its own canonical). */
export function DoorsPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="Entry & Patio Doors in NJ & NY"
        description={`Fiberglass, steel and wood entry doors and sliding patio doors installed in ${INSTALLATION_TIMES.doors} by ${BUSINESS.name}, with multi-point locks and energy-efficient glass.`}
        keywords="entry doors NJ, front door replacement, patio doors, fiberglass entry doors, steel doors, door installation New Jersey"
        path={pathname}
        jsonLd={[serviceJsonLd(DOORS_SERVICE)]}
      />
      <StaticHtml>
        <ServiceHero
          intro={DOORS_INTRO}
          path={PATHS.doors}
          phoneElement="doors-hero-phone"
          formId={FORM_ID}
          installationTime={INSTALLATION_TIMES.doors}
        />
        <Section id="door-types" title="Entry Doors and Patio Doors">
          <OptionCards items={DOOR_OPTIONS} />
        </Section>
        <Section
          id="materials"
          title="Door Materials"
          subtitle="We help you pick the right material for your entry, your style and your budget."
          tinted
        >
          <BenefitGrid items={DOOR_MATERIALS} />
        </Section>
        <Section>
          <Grid gap={48}>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CopyBlockPanel block={DOOR_SECURITY} id="security" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <CopyBlockPanel block={DOOR_ENERGY} id="energy" />
            </Grid.Col>
          </Grid>
        </Section>
      </StaticHtml>
      <LeadFormSection
        title="Get Your Free Door Estimate"
        text="We measure your openings, show you door styles, glass and hardware, and leave a written price. Most doors are installed in a single day."
        formId={FORM_ID}
        phoneElement="doors-form-phone"
        service="doors"
      />
    </>
  );
}
