import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Get a Free Estimate Today. */
export function LanderPage() {
  return (
    <>
      <Seo
        title={`Free Estimate`}
        description={`Free in-home estimates on windows, siding, doors and roofing.`}
        path={PATHS.lander}
        robots="noindex, nofollow"
      />
      <PageHero title="Get a Free Estimate Today">{`Free in-home estimates on windows, siding, doors and roofing.`}</PageHero>
    </>
  );
}
