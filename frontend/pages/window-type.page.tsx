import { Anchor, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS, windowTypePath } from '#shared/routes';
import { BenefitGrid } from '../components/benefit-grid';
import { FeatureList } from '../components/feature-list';
import { PageHero } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { LeadFormSection } from '../components/services/lead-form-section';
import { LinkCardGrid } from '../components/services/link-card-grid';
import { ServiceHeroActions } from '../components/services/service-hero-actions';
import { INSTALLATION_TIMES } from '../content/facts';
import { WINDOW_TYPE_PROCESS, getWindowType, relatedWindowTypes } from '../content/window-types';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { ItemNotFoundPage } from './not-found.page';
import { StaticHtml } from '../components/static-html';

const FORM_ID = 'window-type-estimate';

/** A window type's detail page; without a type it shows the default (double-hung). */
export function WindowTypePage() {
  const { type } = useParams();
  const windowType = getWindowType(type);
  if (!windowType) {
    return (
      <ItemNotFoundPage
        kind="Window Type"
        path={windowTypePath(type ?? '')}
        back={{ to: PATHS.windows, label: 'Return to Windows' }}
      />
    );
  }
  // '/window-installation' shows the default type under its own canonical path.
  const path = type ? windowTypePath(windowType.slug) : PATHS.windowInstallation;
  const related = relatedWindowTypes(windowType.slug).map((t) => ({
    title: t.title,
    description: t.subtitle,
    image: t.image,
    link: windowTypePath(t.slug),
  }));
  return (
    <>
      <Seo
        title={`${windowType.title} Replacement & Installation in NJ & NY`}
        description={`${windowType.subtitle}. Custom-fit ${windowType.title.toLowerCase()} installed in ${INSTALLATION_TIMES.windows} by ${BUSINESS.name}. Free in-home estimates across New Jersey and New York.`}
        keywords={`${windowType.title.toLowerCase()}, ${windowType.title.toLowerCase()} replacement, window installation NJ, replacement windows New Jersey`}
        path={path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: PATHS.home },
            { name: 'Windows', path: PATHS.windows },
            { name: windowType.title, path },
          ]),
        ]}
      />
      <StaticHtml>
        <PageHero
          title={windowType.title}
          image={windowType.image}
          actions={
            <ServiceHeroActions
              phoneElement="window-type-hero-phone"
              formId={FORM_ID}
              installationTime={INSTALLATION_TIMES.windows}
            />
          }
        >
          {windowType.subtitle}
        </PageHero>
        <Section id="overview" title={`About ${windowType.title}`}>
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                <Text size="lg" c="dark.6">
                  {windowType.description}
                </Text>
                <Anchor component={Link} to={PATHS.windows} fw={600}>
                  Compare all window styles
                </Anchor>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder padding="lg" radius="md">
                <Title order={3} mb="md">
                  Features
                </Title>
                <FeatureList items={windowType.features} />
              </Card>
            </Grid.Col>
          </Grid>
        </Section>
        <Section id="benefits" title={`Benefits of ${windowType.title}`} tinted>
          <BenefitGrid items={windowType.benefits.map((b) => ({ title: b.title, description: b.desc }))} />
        </Section>
        <Section id="other-styles" title="Other Window Styles">
          <LinkCardGrid cards={related} moreLabel="See this style" />
        </Section>
        <Section id="process" title="Our Installation Process" tinted>
          <ProcessSteps steps={WINDOW_TYPE_PROCESS} />
        </Section>
      </StaticHtml>
      <LeadFormSection
        title={`Get a Free Estimate on ${windowType.title}`}
        text="A project consultant will measure your openings, bring samples and give you a written price at no cost."
        formId={FORM_ID}
        phoneElement="window-type-form-phone"
        service="windows"
        tinted={false}
      />
    </>
  );
}
