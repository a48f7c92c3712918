import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Privacy Policy. */
export function PrivacyPage() {
  return (
    <>
      <Seo
        title={`Privacy Policy`}
        description={`How ${BUSINESS.name} collects, uses and protects your information.`}
        path={PATHS.privacy}
      />
      <PageHero title="Privacy Policy">{`How ${BUSINESS.name} collects, uses and protects your information.`}</PageHero>
    </>
  );
}
