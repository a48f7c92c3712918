import { PATHS } from '#shared/routes';
import { HOME_CTA, HOME_PROJECTS, HOME_WINDOW_TYPE_CARDS } from '../../content/home-sections';
import { HOME_SERVICE_CARDS } from '../../content/services';
import { CtaBand } from '../cta-band';
import { Section } from '../section';
import { WithMoreLink } from '../with-more-link';
import { ServiceCardGrid } from '../service-card-grid';
import { LinkCardGrid } from '../services/link-card-grid';
import { ProjectGrid } from '../services/project-grid';
import { ExperienceSection } from './experience-section';
import { PartnerStrip } from './partner-strip';
import { VsiSection } from './vsi-section';

/** The home page between the hero and the FAQ: trust marks, services, window styles, projects. */
export function HomeSections() {
  return (
    <>
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
        <WithMoreLink to={PATHS.windows} label="See All Window Options">
          <LinkCardGrid cards={HOME_WINDOW_TYPE_CARDS} />
        </WithMoreLink>
      </Section>
      <Section
        id="projects"
        title="Recent Projects"
        subtitle="A few of the homes we have finished for our neighbors."
      >
        <WithMoreLink to={PATHS.gallery} label="View Our Project Gallery">
          <ProjectGrid projects={HOME_PROJECTS} />
        </WithMoreLink>
      </Section>
      <CtaBand
        title={HOME_CTA.title}
        text={HOME_CTA.text}
        phoneElement="home-cta-phone"
        secondaryLabel={HOME_CTA.buttonLabel}
      />
    </>
  );
}
