import { Anchor, Box, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../content/legal';
import { Seo } from '../features/seo/seo';

/** The privacy policy: a contents list beside the policy's sections, then call and contact. */
export function PrivacyPage() {
  return (
    <>
      <Seo
        title="Privacy Policy"
        description={`How ${BUSINESS.name} collects, uses, shares and protects the information you give us on this website and when you request an estimate.`}
        keywords="privacy policy, personal information, cookies, Liberty Home Exteriors"
        path={PATHS.privacy}
      />
      <PageHero
        title="Privacy Policy"
        actions={
          <Text fw={600} c="dark.6">
            Last updated: {PRIVACY_LAST_UPDATED}
          </Text>
        }
      >
        {`Your privacy matters to us. This policy explains what information ${BUSINESS.name} collects, how we use it and the choices you have.`}
      </PageHero>
      <Container size="lg" py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box
              component="nav"
              aria-labelledby="privacy-contents"
              pos={{ base: 'static', md: 'sticky' }}
              top={120}
            >
              <Text id="privacy-contents" fw={700} mb="xs">
                On this page
              </Text>
              <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
                {PRIVACY_SECTIONS.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                  </List.Item>
                ))}
              </List>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40}>
              {PRIVACY_SECTIONS.map((section) => (
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
      <CtaBand
        title="Questions About Your Privacy?"
        text="Call us or send a message and we will answer any question about the information we hold."
        phoneElement="privacy-phone"
        secondaryLabel="Contact Us"
      />
    </>
  );
}
