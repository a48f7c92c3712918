import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Roofing Services. */
export function RoofingPage() {
  return (
    <>
      <Seo
        title={`Roofing Services`}
        description={`Roof replacement, repair and 24/7 emergency roofing in New Jersey and New York.`}
        path={PATHS.roofing}
      />
      <PageHero title="Roofing Services">{`Roof replacement, repair and 24/7 emergency roofing in New Jersey and New York.`}</PageHero>
    </>
  );
}
