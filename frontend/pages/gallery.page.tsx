import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { EstimateSection } from '../components/info/estimate-section';
import { PageHero } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { StatRow } from '../components/stat-row';
import { GALLERY_PROCESS, GALLERY_PROJECTS, GALLERY_STATS } from '../content/gallery';
import { GalleryGrid } from '../features/gallery/gallery-grid';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The project gallery: filterable before-and-after projects, our process, figures and the estimate form. */
export function GalleryPage() {
  return (
    <>
      <Seo
        title="Project Gallery"
        description={`Before and after photos of ${GALLERY_PROJECTS.length} window, siding, door and roofing projects ${BUSINESS.name} completed across New Jersey and New York.`}
        keywords="home improvement project gallery, window replacement before and after, siding projects NJ, roof replacement photos, entry door installation"
        path={PATHS.gallery}
      />
      <StaticHtml>
        <PageHero title="Project Gallery">
          Real homes, real results. Browse windows, siding, doors and roofing projects our own crews have
          completed for homeowners across New Jersey and New York, then picture what we can do for yours.
        </PageHero>
      </StaticHtml>
      <Section
        id="projects"
        title="Our Recent Projects"
        subtitle="Filter by service and select a project to see it full screen."
      >
        <GalleryGrid />
      </Section>
      <StaticHtml>
        <Section id="process" title="How Every Project Comes Together" tinted>
          <ProcessSteps steps={GALLERY_PROCESS} />
        </Section>
        <Box component="section" aria-labelledby="gallery-stats-title" bg="navy.9" py={56}>
          <Container size="lg">
            <Stack gap="xl">
              <Stack gap="xs" align="center" ta="center">
                <Title order={2} id="gallery-stats-title" c="white">
                  Results That Speak for Themselves
                </Title>
                <Text c="gray.2" size="lg" maw={640}>
                  Since {BUSINESS.foundedYear}, homeowners have trusted us with their biggest investment.
                </Text>
              </Stack>
              <StatRow stats={GALLERY_STATS} inverted />
            </Stack>
          </Container>
        </Box>
      </StaticHtml>
      <EstimateSection
        id="estimate"
        title="Picture This on Your Home"
        text="Tell us about your project and we will measure, show you samples and leave a written estimate, all at no cost."
        phoneElement="gallery-estimate-phone"
        tinted={false}
      />
    </>
  );
}
