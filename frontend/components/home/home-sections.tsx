import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../shared/routes';
import { HOME_CTA, HOME_PROJECTS, HOME_WINDOW_TYPE_CARDS } from '../../content/home-sections';
import { HOME_SERVICE_CARDS } from '../../content/services';
import { CtaBand } from '../cta-band';
import { Section } from '../section';
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
    </>
  );
}
