import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Replacement Windows. */
export function WindowsPage() {
  return (
    <>
      <Seo
        title={`Replacement Windows in NJ & NY`}
        description={`Energy-efficient replacement windows installed in 1-2 days by ${BUSINESS.name}.`}
        path={PATHS.windows}
      />
      <PageHero title="Replacement Windows">{`Energy-efficient replacement windows installed in 1-2 days by ${BUSINESS.name}.`}</PageHero>
    </>
  );
}
