import { Anchor, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { LOGO } from '../content/images';
import { MANAGE_CALL_COPY } from '../features/manage-call/manage-call-copy';
import { ManageCallView } from '../features/manage-call/manage-call-view';
import { PhoneLink } from '../features/phone-tracking/phone-link';
import { Seo } from '../features/seo/seo';

/**
 * /manage-call#<secret>: the link in every booking confirmation and reminder. Never indexed and
 * not in the sitemap: each visitor's page is their own booking.
 */
export function ManageCallPage() {
  return (
    <>
      <Seo
        title={MANAGE_CALL_COPY.title}
        description={`Reschedule or cancel your call with ${BUSINESS.name}.`}
        path={PATHS.manageCall}
        robots="noindex, nofollow"
      />
      <div
        style={{
          minHeight: '100dvh',
          background: 'linear-gradient(180deg, var(--mantine-color-navy-0), #fff)',
        }}
      >
        <Container size="sm" py={{ base: 32, md: 64 }} px={{ base: 'xs', sm: 'md' }}>
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
            <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 40 }} w="100%">
              <Stack gap="lg">
                <Title order={1} ta="center">
                  {MANAGE_CALL_COPY.title}
                </Title>
                <ManageCallView
                  phone={<PhoneLink element="manage-call-phone" underline="always" />}
                  bookAgain={
                    <Button component={Link} to={PATHS.landerC} variant="outline" color="navy.9">
                      Book a new call
                    </Button>
                  }
                />
              </Stack>
            </Paper>
          </Stack>
        </Container>
      </div>
    </>
  );
}
