import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { SidingCategoryGrid } from '../components/catalog/siding-category-grid';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { SIDING_CATALOG_HELP, SIDING_CATEGORIES } from '../content/siding-catalog';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { StaticHtml } from '../components/static-html';

/** The siding catalog: six siding categories, each leading to its type page, and help choosing. */
export function SidingCatalogPage() {
  return (
    <>
      <Seo
        title="Siding Catalog"
        description={`Browse the siding ${BUSINESS.name} installs in New Jersey and New York: vinyl, aluminum, fiber cement and engineered wood, decorative stone, steel, and trims and accessories.`}
        keywords="siding catalog, vinyl siding, aluminum siding, fiber cement siding, stone veneer siding, steel siding, siding trim NJ"
        path={PATHS.sidingCatalog}
      />
      <StaticHtml>
        <PageHero title="Siding Catalog">
          Compare the siding materials we install, see photos and styles, and find the brands we trust on
          homes across New Jersey and New York.
        </PageHero>
        <Section id="siding-types" title="Browse Siding by Type">
          <SidingCategoryGrid categories={SIDING_CATEGORIES} />
        </Section>
        <Section id="help-choosing" tinted size="md">
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="xs">
            <Stack align="center" ta="center" gap="md">
              <Title order={2} id="help-choosing-title">
                {SIDING_CATALOG_HELP.title}
              </Title>
              <Text size="lg" c="dark.5" maw={640}>
                {SIDING_CATALOG_HELP.text}
              </Text>
              <Group justify="center" gap="sm">
                <Button component={Link} to={PATHS.contact} size="lg" color="navy.9">
                  Contact Our Siding Experts
                </Button>
                <CallButton element="siding-catalog-phone" size="lg" variant="outline" color="navy.9" />
              </Group>
            </Stack>
          </Paper>
        </Section>
      </StaticHtml>
    </>
  );
}
