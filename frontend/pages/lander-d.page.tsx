import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Book Your Free Consultation Call. */
export function LanderDPage() {
  return (
    <>
      <Seo
        title={`Book a Call`}
        description={`Book a free consultation call in two quick steps.`}
        path={PATHS.landerD}
        robots="noindex, nofollow"
      />
      <PageHero title="Book Your Free Consultation Call">{`Book a free consultation call in two quick steps.`}</PageHero>
    </>
  );
}
