import { Grid, Paper, Text, Title } from '@mantine/core';
import { PATHS } from '#shared/routes';
import { FeatureList } from '../components/feature-list';
import { FaqList } from '../components/info/faq-list';
import { EstimateSection } from '../components/info/estimate-section';
import { ProductWarrantyTable } from '../components/info/product-warranty-table';
import { TermCards } from '../components/info/term-cards';
import { PageHero } from '../components/page-section';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { WARRANTY_TERMS } from '../content/facts';
import {
  CLAIM_PROCESS,
  PRODUCT_WARRANTIES,
  REGISTRATION_CHECKLIST,
  WARRANTY_FAQ,
  WARRANTY_TYPES,
} from '../content/warranties';
import { Seo } from '../features/seo/seo';
import { faqJsonLd } from '../features/seo/structured-data';
import { StaticHtml } from '../components/static-html';

/** Our Warranties: coverage types, the product table, claims, registration and questions. */
export function WarrantiesPage() {
  return (
    <>
      <Seo
        title="Warranties on Windows, Siding, Doors & Roofing"
        description={`Manufacturer warranties of ${WARRANTY_TERMS.manufacturer}, a ${WARRANTY_TERMS.installation} installation warranty (${WARRANTY_TERMS.roofingInstallation} on roofing) and extended plans up to ${WARRANTY_TERMS.extendedPlansUpTo}. See coverage by product and how to make a claim.`}
        keywords="window warranty, siding warranty, roofing warranty, installation warranty, extended home improvement warranty"
        path={PATHS.warranties}
        jsonLd={[faqJsonLd([...WARRANTY_FAQ])]}
      />
      <StaticHtml>
        <PageHero title="Our Warranties">
          Every project is covered twice: by the manufacturer against product defects and by us against
          installation problems, with extended plans up to {WARRANTY_TERMS.extendedPlansUpTo} when you want
          more.
        </PageHero>
        <Section id="warranty-types" title="Three Layers of Coverage" tinted>
          <TermCards cards={WARRANTY_TYPES} />
        </Section>
        <Section id="product-warranties" title="Warranty by Product">
          <Text size="sm" c="dark.5" mb="xs" hiddenFrom="md">
            Swipe the table sideways to see every column.
          </Text>
          <ProductWarrantyTable
            rows={PRODUCT_WARRANTIES}
            caption="Material and installation warranty by product"
          />
          <Text size="sm" c="dark.5" mt="md">
            Manufacturer terms vary by product line. We give you the written warranty for every product before
            work begins.
          </Text>
        </Section>
        <Section id="warranty-claims" title="How to Make a Warranty Claim" tinted>
          <ProcessSteps steps={CLAIM_PROCESS} />
        </Section>
        <Section size="md">
          <Paper withBorder radius="md" p={{ base: 'lg', md: 'xl' }}>
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <Title order={2} size="h3" mb="sm">
                  Warranty Registration Checklist
                </Title>
                <Text c="dark.5">
                  We register manufacturer warranties for you. Keep these together so any claim is quick and
                  easy.
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <FeatureList items={REGISTRATION_CHECKLIST} />
              </Grid.Col>
            </Grid>
          </Paper>
        </Section>
      </StaticHtml>
      <Section id="warranty-faq" title="Warranty Questions" size="md" tinted>
        <FaqList items={WARRANTY_FAQ} onTint />
      </Section>
      <EstimateSection
        title="Get Protected Work From Day One"
        text="Every estimate lists the manufacturer and installation warranties for your products, in writing."
        phoneElement="warranties-phone"
        tinted={false}
      />
    </>
  );
}
