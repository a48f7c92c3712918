import { Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { LeadFormSection } from '../components/services/lead-form-section';
import { OptionCards } from '../components/services/option-cards';
import { ServiceHero } from '../components/services/service-hero';
import { INSTALLATION_TIMES } from '../content/facts';
import { SIDING_SERVICE } from '../content/services';
import { SIDING_BENEFITS, SIDING_INTRO, SIDING_OPTIONS, SIDING_PROCESS } from '../content/siding';
import { Seo } from '../features/seo/seo';
import { serviceJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';
import { WithMoreLink } from '../components/with-more-link';

const FORM_ID = 'siding-estimate';

/** The siding page, served at /siding and /vinyl-siding (each its own canonical). */
export function SidingPage() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="Vinyl & James Hardie Siding Installation in NJ & NY"
        description={`Vinyl and James Hardie fiber cement siding installed by certified installers in ${INSTALLATION_TIMES.siding}. ${BUSINESS.yearsOfExperience} years of experience, free in-home estimates and 0% financing.`}
        keywords="vinyl siding NJ, James Hardie siding, fiber cement siding, siding installation New Jersey, siding replacement Staten Island"
        path={pathname}
        jsonLd={[serviceJsonLd(SIDING_SERVICE)]}
      />
      <StaticHtml>
        <ServiceHero
          intro={SIDING_INTRO}
          path={PATHS.siding}
          phoneElement="siding-hero-phone"
          formId={FORM_ID}
          installationTime={INSTALLATION_TIMES.siding}
        />
        <Section
          id="siding-options"
          title="Choose Your Siding"
          subtitle="Both are installed by our certified crews with new house wrap, flashing and trim."
        >
          <WithMoreLink to={PATHS.sidingCatalog} label="Browse the Siding Catalog">
            <OptionCards items={SIDING_OPTIONS} />
          </WithMoreLink>
        </Section>
        <Section id="benefits" title="Why Homeowners Choose New Siding" tinted>
          <BenefitGrid items={SIDING_BENEFITS} />
        </Section>
        <Section id="process" title="Our Siding Installation Process">
          <Stack gap="xl">
            <ProcessSteps steps={SIDING_PROCESS} />
            <Text ta="center" fw={600} c="navy.9">
              Most homes are finished in {INSTALLATION_TIMES.siding}, depending on size and weather.
            </Text>
          </Stack>
        </Section>
      </StaticHtml>
      <LeadFormSection
        title="Get Your Free Siding Estimate"
        text="See real samples of colors and profiles at your home, get exact measurements and a written price with financing options."
        formId={FORM_ID}
        phoneElement="siding-form-phone"
        service="siding"
      />
    </>
  );
}
