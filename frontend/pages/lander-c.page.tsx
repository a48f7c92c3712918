import { Container } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { PageHero } from '../components/page-section';
import { LanderFooter } from '../components/services/lander-footer';
import { LanderHeader } from '../components/services/lander-header';
import { BookCallForm } from '../features/booking/book-call-form';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** /lander-c: book a consultation call on one screen. */
export function LanderCPage() {
  return (
    <>
      <Seo
        title="Book a Call"
        description="Pick a time for a free consultation call."
        path={PATHS.landerC}
        robots="index, follow"
      />
      <StaticHtml>
        <LanderHeader />
        <PageHero title="Book Your Free Consultation Call">
          Pick a day and a time that suit you, leave your details, and one of our exterior specialists will
          call you. Free, and with no obligation.
        </PageHero>
      </StaticHtml>
      <Container size="lg" pb={96}>
        <BookCallForm />
      </Container>
      <StaticHtml>
        <LanderFooter />
      </StaticHtml>
    </>
  );
}
