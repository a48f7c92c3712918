import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Project Gallery. */
export function GalleryPage() {
  return (
    <>
      <Seo
        title={`Project Gallery`}
        description={`Windows, siding, doors and roofing projects completed across New Jersey and New York.`}
        path={PATHS.gallery}
      />
      <PageHero title="Project Gallery">{`Windows, siding, doors and roofing projects completed across New Jersey and New York.`}</PageHero>
    </>
  );
}
