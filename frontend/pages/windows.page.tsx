import { Stack, Text } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS, windowTypePath } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { LeadFormSection } from '../components/services/lead-form-section';
import { LinkCardGrid, type LinkCard } from '../components/services/link-card-grid';
import { ProjectGrid } from '../components/services/project-grid';
import { ServiceHero } from '../components/services/service-hero';
import { INSTALLATION_TIMES } from '../content/facts';
import { WINDOWS_SERVICE } from '../content/services';
import { WINDOW_TYPES } from '../content/window-types';
import { WINDOWS_BENEFITS, WINDOWS_INTRO, WINDOWS_PROCESS, WINDOW_PROJECTS } from '../content/windows';
import { Seo } from '../features/seo/seo';
import { serviceJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';

const FORM_ID = 'windows-estimate';

const TYPE_CARDS: LinkCard[] = WINDOW_TYPES.map((t) => ({
  title: t.title,
  description: t.subtitle,
  image: t.image,
  link: windowTypePath(t.slug),
}));

/** The windows page: the five window styles, why replace, our process, projects and the form. */
export function WindowsPage() {
  return (
    <>
      <Seo
        title="Replacement Windows in NJ & NY"
        description={`Energy-efficient double-hung, casement, sliding, bay and bow, and awning replacement windows, custom-fit and installed in ${INSTALLATION_TIMES.windows} by ${BUSINESS.name}. Free in-home estimates.`}
        keywords="replacement windows NJ, window installation New Jersey, double-hung windows, casement windows, bay windows, energy-efficient windows"
        path={PATHS.windows}
        jsonLd={[serviceJsonLd(WINDOWS_SERVICE)]}
      />
      <StaticHtml>
        <ServiceHero
          intro={WINDOWS_INTRO}
          path={PATHS.windows}
          phoneElement="windows-hero-phone"
          formId={FORM_ID}
          installationTime={INSTALLATION_TIMES.windows}
        />
        <Section
          id="window-types"
          title="Window Styles We Install"
          subtitle="Every window is custom-built for its opening. Choose a style to see its features and benefits."
        >
          <LinkCardGrid cards={TYPE_CARDS} columns={3} moreLabel="See features and benefits" />
        </Section>
        <Section id="benefits" title="Why Replace Your Windows" tinted>
          <BenefitGrid items={WINDOWS_BENEFITS} />
        </Section>
        <Section id="process" title="Our Window Replacement Process">
          <Stack gap="xl">
            <ProcessSteps steps={WINDOWS_PROCESS} />
            <Text ta="center" fw={600} c="navy.9">
              Most homes are done in {INSTALLATION_TIMES.windows}, and we clean up before we leave.
            </Text>
          </Stack>
        </Section>
        <Section id="projects" title="Recent Window Projects" tinted>
          <ProjectGrid projects={WINDOW_PROJECTS} />
        </Section>
      </StaticHtml>
      <LeadFormSection
        title="Get Your Free Window Estimate"
        text="We measure every opening, show you styles and glass options in your home and leave a written price. No pressure, no obligation."
        formId={FORM_ID}
        phoneElement="windows-form-phone"
        service="windows"
        tinted={false}
      />
    </>
  );
}
