import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Siding Catalog. */
export function SidingCatalogPage() {
  return (
    <>
      <Seo
        title={`Siding Catalog`}
        description={`Browse vinyl, aluminum, fiber cement, stone, steel siding and trims.`}
        path={PATHS.sidingCatalog}
      />
      <PageHero title="Siding Catalog">{`Browse vinyl, aluminum, fiber cement, stone, steel siding and trims.`}</PageHero>
    </>
  );
}
