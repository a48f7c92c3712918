import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { ProcessSteps } from '../components/process-steps';
import { Section } from '../components/section';
import { THANK_YOU, THANK_YOU_STEPS } from '../content/thank-you';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { DoneTick } from '../components/done-tick';
import { SavedOnDevice, useSavedOnDevice } from './saved-on-device';

/** After an estimate request: confirmation, contact within 24 hours, and what happens next. */
export function ThankYouPage() {
  // The spec's "submitted" only once the server has the request.
  const savedOnDevice = useSavedOnDevice();
  return (
    <>
      <Seo
        title="Thank You"
        description={`Your request has been submitted. ${BUSINESS.name} will contact you within ${BUSINESS.contactWithin}.`}
        path={PATHS.thankYou}
        robots="noindex, nofollow"
      />
      <section style={{ background: 'linear-gradient(180deg, var(--mantine-color-navy-0), #fff)' }}>
        <Container size="md" py={{ base: 40, md: 72 }}>
          <Stack align="center" ta="center" gap="md">
            {savedOnDevice ? (
              <SavedOnDevice what="request" />
            ) : (
              <>
                <DoneTick />
                <Title order={1}>{THANK_YOU.title}</Title>
                <Text size="lg" c="dark.5" maw={640}>
                  {THANK_YOU.text}
                </Text>
              </>
            )}
            <Text c="dark.5">Need us sooner?</Text>
            <CallButton element="thank-you-phone" variant="light" color="navy" />
          </Stack>
        </Container>
      </section>
      <Section id="next-steps" title="What Happens Next" tinted>
        <ProcessSteps steps={THANK_YOU_STEPS} />
        <Group justify="center" mt={48} gap="sm">
          <Button component={Link} to={PATHS.home} size="lg" color="navy.9">
            Back to Home
          </Button>
          <Button component={Link} to={PATHS.contact} size="lg" variant="outline" color="navy.9">
            Contact Us
          </Button>
        </Group>
      </Section>
    </>
  );
}
