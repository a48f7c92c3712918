import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Vinyl & James Hardie Siding. */
export function SidingPage() {
  return (
    <>
      <Seo
        title={`Vinyl & Fiber Cement Siding`}
        description={`Certified vinyl and James Hardie fiber cement siding installation in New Jersey and New York.`}
        path={PATHS.siding}
      />
      <PageHero title="Vinyl & James Hardie Siding">{`Certified vinyl and James Hardie fiber cement siding installation in New Jersey and New York.`}</PageHero>
    </>
  );
}
