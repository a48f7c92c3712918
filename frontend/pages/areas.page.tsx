import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Our Service Areas. */
export function AreasPage() {
  return (
    <>
      <Seo
        title={`Service Areas in NJ & NY`}
        description={`We serve 10+ counties and 100+ cities across New Jersey and New York.`}
        path={PATHS.areas}
      />
      <PageHero title="Our Service Areas">{`We serve 10+ counties and 100+ cities across New Jersey and New York.`}</PageHero>
    </>
  );
}
