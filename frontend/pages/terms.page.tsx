import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Terms of Service. */
export function TermsPage() {
  return (
    <>
      <Seo
        title={`Terms of Service`}
        description={`The terms that govern our services and this website.`}
        path={PATHS.terms}
      />
      <PageHero title="Terms of Service">{`The terms that govern our services and this website.`}</PageHero>
    </>
  );
}
