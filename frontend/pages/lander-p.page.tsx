import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Call Now for Your Free Estimate. */
export function LanderPPage() {
  return (
    <>
      <Seo
        title={`Call for a Free Estimate`}
        description={`Speak with an exterior remodeling expert today.`}
        path={PATHS.landerP}
        robots="noindex, nofollow"
      />
      <PageHero title="Call Now for Your Free Estimate">{`Speak with an exterior remodeling expert today.`}</PageHero>
    </>
  );
}
