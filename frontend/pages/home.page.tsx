import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { CtaBand } from '../components/cta-band';
import { FaqAccordion } from '../components/faq-accordion';
import { ExperienceSection } from '../components/home/experience-section';
import { HomeHeroActions } from '../components/home/home-hero-actions';
import { PartnerStrip } from '../components/home/partner-strip';
import { VsiSection } from '../components/home/vsi-section';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { ServiceCardGrid } from '../components/service-card-grid';
import { LinkCardGrid } from '../components/services/link-card-grid';
import { ProjectGrid } from '../components/services/project-grid';
import { HOME_CTA, HOME_HERO, HOME_PROJECTS, HOME_WINDOW_TYPE_CARDS } from '../content/home';
import { HOME_FAQ } from '../content/faq';
import { HOME_SERVICE_CARDS } from '../content/services';
import { EstimateForm } from '../features/estimate-form/estimate-form';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';
import { faqJsonLd } from '../features/seo/structured-data';

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
        actions={<HomeHeroActions />}
        aside={<EstimateForm id="home-estimate" />}
      >
        {HOME_HERO.subtitle}
      </PageHero>
      <StaticHtml>
        <PartnerStrip />
        <ExperienceSection />
        <Section
          id="services"
          title="Our Services"
          subtitle="One trusted contractor for the whole outside of your home."
        >
          <ServiceCardGrid cards={HOME_SERVICE_CARDS} />
        </Section>
        <VsiSection />
        <Section
          id="window-styles"
          title="Popular Window Styles"
          subtitle="Custom-built replacement windows for every room, every style of home and every budget."
          tinted
        >
          <Stack gap="xl">
            <LinkCardGrid cards={HOME_WINDOW_TYPE_CARDS} />
            <Group justify="center">
              <Button component={Link} to={PATHS.windows} variant="outline" size="md">
                See All Window Options
              </Button>
            </Group>
          </Stack>
        </Section>
        <Section
          id="projects"
          title="Recent Projects"
          subtitle="A few of the homes we have finished for our neighbors."
        >
          <Stack gap="xl">
            <ProjectGrid projects={HOME_PROJECTS} />
            <Group justify="center">
              <Button component={Link} to={PATHS.gallery} variant="outline" size="md">
                View Our Project Gallery
              </Button>
            </Group>
          </Stack>
        </Section>
        <CtaBand
          title={HOME_CTA.title}
          text={HOME_CTA.text}
          phoneElement="home-cta-phone"
          secondaryLabel={HOME_CTA.buttonLabel}
        />
      </StaticHtml>
      <Section id="faq" title="Frequently Asked Questions" size="md">
        <Stack gap="xl">
          <FaqAccordion items={HOME_FAQ} />
          <Group justify="center">
            <Button component={Link} to={PATHS.faq} variant="subtle" size="md">
              More Questions and Answers
            </Button>
          </Group>
        </Stack>
      </Section>
    </>
  );
}
