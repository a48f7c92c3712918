import { Container, Grid, Stack, Text } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { FaqList } from '../components/info/faq-list';
import { FaqSectionNav, type FaqAnchor } from '../components/info/faq-section-nav';
import { PageHero } from '../components/page-section';
import { Section } from '../components/section';
import { FAQ_SECTIONS } from '../content/faq';
import { EstimateForm } from '../features/estimate-form/estimate-form';
import { PhoneLink } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { faqJsonLd } from '../features/seo/structured-data';

const CONTACT_ID = 'contact';

const ANCHORS: readonly FaqAnchor[] = [
  ...FAQ_SECTIONS.map((s) => ({ id: s.id, label: s.title })),
  { id: CONTACT_ID, label: 'Contact Us' },
];

/** Frequently Asked Questions: one accordion per topic, and a form for anything else. */
export function FaqPage() {
  return (
    <>
      <Seo
        title="Frequently Asked Questions"
        description="Answers about replacement windows, siding, entry doors, roofing, warranties and financing from a New Jersey home improvement contractor."
        keywords="window replacement FAQ, siding questions, roofing questions, door installation FAQ, home improvement warranty questions"
        path={PATHS.faq}
        jsonLd={[faqJsonLd(FAQ_SECTIONS.flatMap((s) => s.items))]}
      />
      <PageHero title="Frequently Asked Questions">
        Straight answers about windows, siding, doors, roofing and warranties. Pick a topic below, or ask us
        directly.
      </PageHero>
      <Container size="lg" pb={40}>
        <FaqSectionNav anchors={ANCHORS} />
      </Container>
      {FAQ_SECTIONS.map((section, i) => (
        <Section key={section.id} id={section.id} title={section.title} size="md" tinted={i % 2 === 0}>
          <FaqList items={section.items} onTint={i % 2 === 0} />
        </Section>
      ))}
      <Section id={CONTACT_ID} title="Still Have Questions?" tinted={FAQ_SECTIONS.length % 2 === 0}>
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Text size="lg" c="dark.5">
                Send us your question with the form and a member of our team will get back to you within{' '}
                {BUSINESS.contactWithin}. Or call us and talk to someone now.
              </Text>
              <Text fw={600}>
                Call <PhoneLink element="faq-phone" />
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <EstimateForm withMessage id="faq-contact-form" titleOrder={3} />
          </Grid.Col>
        </Grid>
      </Section>
    </>
  );
}
