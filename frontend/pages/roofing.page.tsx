import { Grid } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { Picture } from '../components/picture';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { CopyBlockPanel } from '../components/services/copy-block-panel';
import { LeadFormSection } from '../components/services/lead-form-section';
import { OptionCards } from '../components/services/option-cards';
import { ServiceHero } from '../components/services/service-hero';
import { WRAPPING_BUTTON } from '../components/services/wrapping-button';
import { INSTALLATION_TIMES } from '../content/facts';
import {
  ROOFING_EMERGENCY,
  ROOFING_INTRO,
  ROOFING_MATERIALS,
  ROOFING_PROCESS,
  ROOFING_SERVICES,
} from '../content/roofing';
import { ROOFING_SERVICE } from '../content/services';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { serviceJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';

const FORM_ID = 'roofing-estimate';

/** The roofing page: services, materials, our six-step process and 24/7 emergency service. */
export function RoofingPage() {
  return (
    <>
      <Seo
        title="Roof Replacement & Repair in NJ & NY"
        description={`Roof replacement, repair and inspections by a preferred roofing contractor. Most roofs finished in ${INSTALLATION_TIMES.roofing}, with 24/7 emergency roofing. Call ${BUSINESS.phone.display}.`}
        keywords="roof replacement NJ, roofing contractor New Jersey, roof repair, emergency roofing, architectural shingles, storm damage roof"
        path={PATHS.roofing}
        jsonLd={[serviceJsonLd(ROOFING_SERVICE)]}
      />
      <StaticHtml>
        <ServiceHero
          intro={ROOFING_INTRO}
          path={PATHS.roofing}
          phoneElement="roofing-hero-phone"
          formId={FORM_ID}
          installationTime={INSTALLATION_TIMES.roofing}
        />
        <Section id="roofing-services" title="Our Roofing Services">
          <OptionCards items={ROOFING_SERVICES} />
        </Section>
        <Section
          id="materials"
          title="Roofing Materials"
          subtitle="The right roof depends on your home's pitch, style and budget. We install all four."
          tinted
        >
          <BenefitGrid items={ROOFING_MATERIALS} />
        </Section>
        <Section id="process" title="Our Roof Replacement Process">
          <ProcessSteps steps={ROOFING_PROCESS} />
        </Section>
        <div style={{ background: 'var(--mantine-color-brick-0)' }}>
          <Section>
            <Grid gap="xl" align="center">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Picture image={ROOFING_EMERGENCY.image} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <CopyBlockPanel block={ROOFING_EMERGENCY} id="emergency">
                  <CallButton
                    element="roofing-emergency-phone"
                    size="lg"
                    color="brick.8"
                    w="fit-content"
                    {...WRAPPING_BUTTON}
                  >
                    24/7 Emergency Line:{' '}
                    <span style={{ whiteSpace: 'nowrap' }}>{BUSINESS.phone.display}</span>
                  </CallButton>
                </CopyBlockPanel>
              </Grid.Col>
            </Grid>
          </Section>
        </div>
      </StaticHtml>
      <LeadFormSection
        title="Get Your Free Roof Inspection and Estimate"
        text="We inspect your roof and attic, photograph what we find and give you an honest written estimate, whether you need a repair or a new roof."
        formId={FORM_ID}
        phoneElement="roofing-form-phone"
        service="roofing"
        tinted={false}
      />
    </>
  );
}
