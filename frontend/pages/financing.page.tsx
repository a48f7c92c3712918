import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Home Improvement Financing. */
export function FinancingPage() {
  return (
    <>
      <Seo
        title={`Financing Options`}
        description={`Up to 60 months at 0% interest with no money down, subject to credit approval.`}
        path={PATHS.financing}
      />
      <PageHero title="Home Improvement Financing">{`Up to 60 months at 0% interest with no money down, subject to credit approval.`}</PageHero>
    </>
  );
}
