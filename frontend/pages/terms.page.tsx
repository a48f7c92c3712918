import { Anchor, Box, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { BUSINESS } from '../../shared/business';
import { PATHS } from '../../shared/routes';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-section';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../content/legal';
import { Seo } from '../features/seo/seo';

/** The terms of service: a contents list beside the fourteen sections, then call and a free estimate. */
export function TermsPage() {
  return (
    <>
      <Seo
        title="Terms of Service"
        description={`The terms that govern the services of ${BUSINESS.name} and the use of this website: estimates, payment, warranties, cancellation and more.`}
        keywords="terms of service, estimates, payment terms, warranties, cancellation, Liberty Home Exteriors"
        path={PATHS.terms}
      />
      <PageHero
        title="Terms of Service"
        actions={
          <Text fw={600} c="dark.6">
            Last updated: {TERMS_LAST_UPDATED}
          </Text>
        }
      >
        {`Please read these terms before using our website or hiring ${BUSINESS.name}. Your written project contract sets out the details of your own job.`}
      </PageHero>
      <Container size="lg" py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Box
              component="nav"
              aria-labelledby="terms-contents"
              pos={{ base: 'static', md: 'sticky' }}
              top={120}
            >
              <Text id="terms-contents" fw={700} mb="xs">
                On this page
              </Text>
              <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
                {TERMS_SECTIONS.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor href={`#${section.id}`}>{section.title}</Anchor>
                  </List.Item>
                ))}
              </List>
            </Box>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40}>
              {TERMS_SECTIONS.map((section) => (
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
        title="Questions About These Terms?"
        text="Call us to talk them through, or request your free, no-obligation estimate."
        phoneElement="terms-phone"
        secondaryLabel="Get Free Estimate"
      />
    </>
  );
}
