import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS, sidingTypePath } from '#shared/routes';
import { SidingPhotoGallery } from '../components/catalog/siding-photo-gallery';
import {
  SidingBenefitList,
  SidingBrandCards,
  SidingStyles,
} from '../components/catalog/siding-type-sections';
import { Section } from '../components/section';
import { SIDING_TYPE_CTA } from '../content/siding-catalog';
import { getSidingType } from '../content/siding-types';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { breadcrumbJsonLd } from '../features/seo/structured-data';
import { ItemNotFoundPage } from './not-found.page';

/** A siding type's detail page; an unknown type says so and links back to the catalog. */
export function SidingTypePage() {
  const { type = '' } = useParams();
  const sidingType = getSidingType(type);
  if (!sidingType) {
    return (
      <ItemNotFoundPage
        kind="Siding Type"
        path={sidingTypePath(type)}
        back={{ to: PATHS.sidingCatalog, label: 'Back to Catalog' }}
      />
    );
  }
  const path = sidingTypePath(type);
  return (
    <>
      <Seo
        title={sidingType.name}
        description={sidingType.description}
        keywords={`${sidingType.name}, ${sidingType.brands.map((b) => b.name).join(', ')}, siding installation NJ`}
        path={path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Home', path: PATHS.home },
            { name: 'Siding Catalog', path: PATHS.sidingCatalog },
            { name: sidingType.name, path },
          ]),
        ]}
      />
      <section style={{ background: 'linear-gradient(180deg, var(--mantine-color-navy-0), #fff)' }}>
        <Container size="lg" py={{ base: 32, md: 48 }}>
          <Stack gap="md">
            <Anchor component={Link} to={PATHS.sidingCatalog} fw={600}>
              <span aria-hidden="true">← </span>Back to Catalog
            </Anchor>
            <Title order={1}>{sidingType.name}</Title>
            <Text size="lg" c="dark.5" maw={820}>
              {sidingType.description}
            </Text>
            <SidingPhotoGallery images={sidingType.images} label={`${sidingType.name} photos`} />
          </Stack>
        </Container>
      </section>
      <Section id="benefits" title="Key Benefits" tinted>
        <SidingBenefitList benefits={sidingType.benefits} />
      </Section>
      <Section id="brands" title="Featured Brands">
        <SidingBrandCards brands={sidingType.brands} />
      </Section>
      <Section id="styles" title="Available Styles" tinted>
        <SidingStyles type={sidingType} />
      </Section>
      <section
        aria-labelledby="get-started-title"
        style={{ background: 'var(--mantine-color-navy-9)', padding: '56px 0' }}
      >
        <Container size="md">
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="get-started-title" c="white">
              {SIDING_TYPE_CTA.title}
            </Title>
            <Text size="lg" c="gray.2">
              {SIDING_TYPE_CTA.text}
            </Text>
            <Group justify="center" gap="sm">
              <Button component={Link} to={PATHS.contact} size="lg" variant="white" color="navy">
                {SIDING_TYPE_CTA.buttonLabel}
              </Button>
              <CallButton element="siding-type-phone" size="lg" color="brick.8">
                {`Call: ${BUSINESS.phone.display}`}
              </CallButton>
            </Group>
          </Stack>
        </Container>
      </section>
    </>
  );
}
