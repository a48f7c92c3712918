import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Book Your Free Consultation Call. */
export function LanderCPage() {
  return (
    <>
      <Seo
        title={`Book a Call`}
        description={`Pick a time for a free consultation call.`}
        path={PATHS.landerC}
        robots="noindex, nofollow"
      />
      <PageHero title="Book Your Free Consultation Call">{`Pick a time for a free consultation call.`}</PageHero>
    </>
  );
}
