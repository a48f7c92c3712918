import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Site Map. */
export function SitemapPage() {
  return (
    <>
      <Seo
        title={`Site Map`}
        description={`Every page of the ${BUSINESS.name} website.`}
        path={PATHS.sitemap}
      />
      <PageHero title="Site Map">{`Every page of the ${BUSINESS.name} website.`}</PageHero>
    </>
  );
}
