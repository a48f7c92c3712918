import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Contact Us. */
export function ContactPage() {
  return (
    <>
      <Seo
        title={`Contact Us`}
        description={`Call ${BUSINESS.phone.display} or request a free estimate. We reply within ${BUSINESS.contactWithin}.`}
        path={PATHS.contact}
      />
      <PageHero title="Contact Us">{`Call ${BUSINESS.phone.display} or request a free estimate. We reply within ${BUSINESS.contactWithin}.`}</PageHero>
    </>
  );
}
