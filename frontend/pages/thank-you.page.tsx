import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Thank You!. */
export function ThankYouPage() {
  return (
    <>
      <Seo
        title={`Thank You`}
        description={`Your request has been submitted. We will contact you within ${BUSINESS.contactWithin}.`}
        path={PATHS.thankYou}
        robots="noindex, nofollow"
      />
      <PageHero title="Thank You!">{`Your request has been submitted. We will contact you within ${BUSINESS.contactWithin}.`}</PageHero>
    </>
  );
}
