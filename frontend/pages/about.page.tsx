import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { PageHero } from '../components/page-section';
import { Seo } from '../features/seo/seo';

/** `About ${BUSINESS.name}`. */
export function AboutPage() {
  return (
    <>
      <Seo
        title={`About Us`}
        description={`Family-owned exterior remodeling contractor serving New Jersey and New York since ${BUSINESS.foundedYear}.`}
        path={PATHS.about}
      />
      <PageHero
        title={`About ${BUSINESS.name}`}
      >{`Family-owned exterior remodeling contractor serving New Jersey and New York since ${BUSINESS.foundedYear}.`}</PageHero>
    </>
  );
}
