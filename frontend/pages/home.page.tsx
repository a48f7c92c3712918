import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { FaqAccordion } from '../components/faq-accordion';
import { HomeHeroActions } from '../components/home/home-hero-actions';
import { PageHero } from '../components/page-section';
import { RatingsStrip } from '../components/ratings/ratings-strip';
import { Section } from '../components/section';
import { HOME_HERO } from '../content/home';
import { HOME_FAQ } from '../content/home-faq';
import { EstimateForm } from '../features/estimate-form/estimate-form';
import { Seo } from '../features/seo/seo';
import { staticPart } from '../components/static-html';
import { faqJsonLd } from '../features/seo/structured-data';
import { WithMoreLink } from '../components/with-more-link';

const HomeSections = staticPart(() => import('../components/home/home-sections'), 'HomeSections');

/** The home page: hero with the estimate form, trust marks, services, window styles, projects and FAQ. */
export function HomePage() {
  return (
    <>
      <Seo
        title={`${BUSINESS.name} | Windows, Siding, Doors & Roofing in NJ & NY`}
        description={`Replacement windows, vinyl and James Hardie siding, entry doors and roofing across New Jersey and New York since ${BUSINESS.foundedYear}. Free in-home estimates and 0% financing.`}
        keywords="replacement windows NJ, vinyl siding NJ, James Hardie siding, entry doors, roof replacement, home improvement contractor New Jersey, Staten Island"
        path={PATHS.home}
        jsonLd={[faqJsonLd([...HOME_FAQ])]}
      />
      <PageHero
        title="Replacement Windows, Siding, Doors & Roofing in NJ & NY"
        actions={
          <>
            <HomeHeroActions />
            <RatingsStrip />
          </>
        }
        aside={<EstimateForm id="home-estimate" />}
      >
        {HOME_HERO.subtitle}
      </PageHero>
      <HomeSections />
      <Section id="faq" title="Frequently Asked Questions" size="md">
        <WithMoreLink to={PATHS.faq} label="More Questions and Answers" variant="subtle">
          <FaqAccordion items={HOME_FAQ} />
        </WithMoreLink>
      </Section>
    </>
  );
}
