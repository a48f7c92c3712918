import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Call Booked Successfully!. */
export function BookedCallThankYouPage() {
  return (
    <>
      <Seo
        title={`Call Booked`}
        description={`Your call is booked. A confirmation email follows.`}
        path={PATHS.bookedCallThankYou}
        robots="noindex, nofollow"
      />
      <PageHero title="Call Booked Successfully!">{`Your call is booked. A confirmation email follows.`}</PageHero>
    </>
  );
}
