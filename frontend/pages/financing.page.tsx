import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { FaqAccordion } from '../components/faq-accordion';
import { CopyBlockCard } from '../components/info/copy-block';
import { EstimateSection } from '../components/info/estimate-section';
import { FinancingOffer } from '../components/info/financing-offer';
import { TermCards } from '../components/info/term-cards';
import { PaymentExamples } from '../components/info/payment-examples';
import { PageHero } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { FINANCING_TERMS } from '../content/facts';
import {
  FINANCING_BENEFITS,
  FINANCING_EXAMPLES,
  FINANCING_FAQ,
  FINANCING_LENDER_INSTALLER,
  FINANCING_OFFER,
  FINANCING_PLANS,
  FINANCING_PROCESS,
} from '../content/financing';
import { Seo } from '../features/seo/seo';
import { faqJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';
import { HeroCallActions } from '../components/hero-call-actions';

/** Home Improvement Financing: the offer, plans, benefits, process, examples and questions. */
export function FinancingPage() {
  return (
    <>
      <Seo
        title="Home Improvement Financing: 0% for 60 Months"
        description={`Finance new windows, siding, doors or a roof ${FINANCING_TERMS.summary}, subject to credit approval. See plans, example payments and how to apply.`}
        keywords="home improvement financing, 0% window financing, siding financing NJ, roof financing, no money down"
        path={PATHS.financing}
        jsonLd={[faqJsonLd([...FINANCING_FAQ])]}
      />
      <StaticHtml>
        <PageHero
          title="Home Improvement Financing"
          actions={<HeroCallActions phoneElement="financing-phone" estimateFormId="financing-estimate" />}
        >
          Upgrade your home now and pay over time: {FINANCING_TERMS.summary}. {FINANCING_TERMS.creditNote}
        </PageHero>
        <Section>
          <FinancingOffer
            headline={FINANCING_OFFER.headline}
            text={FINANCING_OFFER.text}
            note={FINANCING_OFFER.note}
          />
        </Section>
        <Section
          id="financing-plans"
          title="Financing Plans"
          subtitle="Choose the plan that fits your budget. Every plan is subject to credit approval."
          tinted
        >
          <TermCards cards={FINANCING_PLANS} />
        </Section>
        <Section id="financing-benefits" title="Why Finance With Us">
          <BenefitGrid items={FINANCING_BENEFITS} />
        </Section>
        <Section tinted size="md">
          <CopyBlockCard block={FINANCING_LENDER_INSTALLER} titleOrder={2} />
        </Section>
        <Section id="financing-process" title="How Financing Works">
          <ProcessSteps steps={FINANCING_PROCESS} />
        </Section>
        <Section
          id="financing-examples"
          title="Example Monthly Payments"
          subtitle="What a project could cost per month on our 0% plan."
          tinted
        >
          <PaymentExamples examples={FINANCING_EXAMPLES} />
          <Text ta="center" size="sm" c="dark.5" mt="lg">
            Examples for illustration only. Your plan, rate and payment depend on credit approval and your
            project price.{' '}
            {/* Underlined: the link's navy is too close to the dark grey prose to stand out by colour. */}
            <Anchor component={Link} to={PATHS.contact} underline="always">
              Contact us
            </Anchor>{' '}
            for a quote.
          </Text>
        </Section>
      </StaticHtml>
      <Section id="financing-faq" title="Financing Questions" size="md">
        <FaqAccordion items={FINANCING_FAQ} />
      </Section>
      <EstimateSection
        id="financing-estimate"
        title="Ask About Financing at Your Free Estimate"
        text="Your consultant will price your project and walk you through the plans and monthly payments before you sign anything."
        phoneElement="financing-estimate-phone"
      />
    </>
  );
}
