import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** Replacement Windows, Siding, Doors & Roofing in New Jersey. */
export function HomePage() {
  return (
    <>
      <Seo
        title={`${BUSINESS.name} | Windows, Siding, Doors & Roofing in NJ & NY`}
        description={`Window replacement, vinyl and fiber cement siding, entry doors and roofing across New Jersey and New York since ${BUSINESS.foundedYear}. Free in-home estimates and 0% financing.`}
        path={PATHS.home}
      />
      <PageHero title="Replacement Windows, Siding, Doors & Roofing in New Jersey">{`Window replacement, vinyl and fiber cement siding, entry doors and roofing across New Jersey and New York since ${BUSINESS.foundedYear}. Free in-home estimates and 0% financing.`}</PageHero>
    </>
  );
}
