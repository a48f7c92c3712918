import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Entry & Patio Doors. */
export function DoorsPage() {
  return (
    <>
      <Seo
        title={`Entry & Patio Doors`}
        description={`Secure, energy-efficient entry and patio doors installed in a day.`}
        path={PATHS.doors}
      />
      <PageHero title="Entry & Patio Doors">{`Secure, energy-efficient entry and patio doors installed in a day.`}</PageHero>
    </>
  );
}
