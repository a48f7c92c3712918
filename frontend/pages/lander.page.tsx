import { Container } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { FeatureList } from '../components/feature-list';
import { PageHero } from '../components/page-section';
import { RatingsStrip } from '../components/ratings/ratings-strip';
import { Section } from '../components/section';
import { ServiceCardGrid } from '../components/service-card-grid';
import { LanderFooter } from '../components/services/lander-footer';
import { LANDER_BENEFITS, LANDER_SERVICE_CARDS } from '../content/services';
import { EstimateForm } from '../features/estimate-form/estimate-form';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The paid-traffic landing page: no site header or footer, just the offer, the form and our services. */
export function LanderPage() {
  return (
    <>
      <Seo
        title="Free In-Home Estimate"
        description={`Free in-home estimates on windows, siding, doors and roofing from ${BUSINESS.name}, serving New Jersey and New York since ${BUSINESS.foundedYear}.`}
        path={PATHS.lander}
        robots="index, follow"
      />
      <StaticHtml>
        <Container size="lg" py="md">
          <img
            src="/images/logo.svg"
            alt={BUSINESS.name}
            width={180}
            height={40}
            style={{ display: 'block' }}
          />
        </Container>
      </StaticHtml>
      <PageHero
        title="New Windows, Siding, Doors or Roof? Get a Free In-Home Estimate"
        actions={
          <>
            <FeatureList items={LANDER_BENEFITS} />
            <RatingsStrip />
          </>
        }
        aside={<EstimateForm source="lander" id="lander-form" />}
      >
        {`Trusted by ${BUSINESS.customers} homeowners in New Jersey and New York. Tell us about your project and we will contact you within ${BUSINESS.contactWithin}.`}
      </PageHero>
      <StaticHtml>
        <Section id="services" title="What We Install" tinted>
          <ServiceCardGrid cards={LANDER_SERVICE_CARDS} />
        </Section>
        <LanderFooter />
      </StaticHtml>
    </>
  );
}
