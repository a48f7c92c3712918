import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Our Warranties. */
export function WarrantiesPage() {
  return (
    <>
      <Seo
        title={`Warranties`}
        description={`Manufacturer, installation and extended warranties on every project.`}
        path={PATHS.warranties}
      />
      <PageHero title="Our Warranties">{`Manufacturer, installation and extended warranties on every project.`}</PageHero>
    </>
  );
}
