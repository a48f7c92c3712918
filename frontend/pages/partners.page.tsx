import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Our Partners & Certifications. */
export function PartnersPage() {
  return (
    <>
      <Seo
        title={`Partners & Certifications`}
        description={`The manufacturers, certifications and associations behind our work.`}
        path={PATHS.partners}
      />
      <PageHero title="Our Partners & Certifications">{`The manufacturers, certifications and associations behind our work.`}</PageHero>
    </>
  );
}
