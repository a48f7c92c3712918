import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { LOGO } from '../content/images';
import { BOOKED_CALL_THANK_YOU } from '../content/thank-you';
import { CallButton } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';
import { DoneTick } from '../components/done-tick';
import { SavedOnDevice, useSavedOnDevice } from './saved-on-device';

/** After booking a call (shown without the site header and footer): confirmation and next moves. */
export function BookedCallThankYouPage() {
  // "Booked" and the confirmation email only once the server has the booking.
  const savedOnDevice = useSavedOnDevice();
  return (
    <>
      <Seo
        title="Call Booked"
        description={`Your call with ${BUSINESS.name} is booked. ${BOOKED_CALL_THANK_YOU.text}`}
        path={PATHS.bookedCallThankYou}
        robots="noindex, nofollow"
      />
      <div
        style={{
          minHeight: '100dvh',
          background: 'linear-gradient(180deg, var(--mantine-color-navy-0), #fff)',
        }}
      >
        <Container size="sm" py={{ base: 32, md: 64 }}>
          <Stack align="center" gap="xl">
            <Anchor component={Link} to={PATHS.home} aria-label={`${BUSINESS.name} home`}>
              <img
                src={LOGO.src}
                alt={LOGO.alt}
                width={LOGO.width}
                height={LOGO.height}
                style={{ display: 'block' }}
              />
            </Anchor>
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 40 }} w="100%">
              <Stack align="center" ta="center" gap="md">
                {savedOnDevice ? (
                  <SavedOnDevice what="booking" />
                ) : (
                  <>
                    <DoneTick />
                    <Title order={1}>{BOOKED_CALL_THANK_YOU.title}</Title>
                    <Text size="lg" c="dark.5">
                      {BOOKED_CALL_THANK_YOU.text}
                    </Text>
                    <Text c="dark.5">
                      A project consultant will call you at the time you chose. Need to change it?
                    </Text>
                  </>
                )}
                <CallButton element="booked-call-phone" variant="light" color="navy" />
                <Group justify="center" gap="sm" mt="sm">
                  <Button component={Link} to={PATHS.home} size="md" color="navy.9">
                    Back to Home
                  </Button>
                  <Button component={Link} to={PATHS.landerC} size="md" variant="outline" color="navy.9">
                    {BOOKED_CALL_THANK_YOU.anotherCallLabel}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Stack>
        </Container>
      </div>
    </>
  );
}
