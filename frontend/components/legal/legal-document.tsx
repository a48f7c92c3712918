import { Anchor, Box, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import type { LegalSection } from '../../content/types';
import { CtaBand, type CtaBandProps } from '../cta-band';
import { PageHero } from '../page-section';

/** Props of a legal document page body. */
export interface LegalDocumentProps {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Prefix of the contents list's id (unique per page). */
  idPrefix: string;
  cta: CtaBandProps;
}

/** A policy or terms page: hero with its date, a contents list beside the sections, then a CTA. */
export function LegalDocument({ title, lastUpdated, intro, sections, idPrefix, cta }: LegalDocumentProps) {
  const contentsId = `${idPrefix}-contents`;
  return (
    <>
      <PageHero
        title={title}
        actions={
          <Text fw={600} c="dark.6">
            Last updated: {lastUpdated}
          </Text>
        }
      >
        {intro}
      </PageHero>
      <Container size="lg" py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box
              component="nav"
              aria-labelledby={contentsId}
              pos={{ base: 'static', md: 'sticky' }}
              top={120}
            >
              <Text id={contentsId} fw={700} mb="xs">
                On this page
              </Text>
              <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
                {sections.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                  </List.Item>
                ))}
              </List>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40}>
              {sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                  <Title order={2} size="h3" id={`${section.id}-title`} mb="sm">
                    {section.title}
                  </Title>
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} mb="sm" lh={1.7}>
                      {paragraph}
                    </Text>
                  ))}
                  {section.list && (
                    <List spacing={6} lh={1.6}>
                      {section.list.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </section>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
      <CtaBand {...cta} />
    </>
  );
}
