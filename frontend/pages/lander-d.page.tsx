import { Container } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { PageHero } from '../components/page-section';
import { LanderFooter } from '../components/services/lander-footer';
import { LanderHeader } from '../components/services/lander-header';
import { StaticHtml } from '../components/static-html';
import { TwoStepBooking } from '../features/booking/two-step-booking';
import { Seo } from '../features/seo/seo';

/** /lander-d: book a consultation call in two steps (details, then date and time). */
export function LanderDPage() {
  return (
    <>
      <Seo
        title="Book a Call"
        description="Book a free consultation call in two quick steps."
        path={PATHS.landerD}
        robots="index, follow"
      />
      <StaticHtml>
        <LanderHeader />
      </StaticHtml>
      <PageHero title="Book Your Free Consultation Call">
        Two quick steps: tell us how to reach you, then pick a day and a time for a free, no-obligation call
        with one of our exterior specialists.
      </PageHero>
      <Container size="lg" pb={96}>
        <TwoStepBooking />
      </Container>
      <StaticHtml>
        <LanderFooter />
      </StaticHtml>
    </>
  );
}
