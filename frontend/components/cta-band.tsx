import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { CallButton } from '../features/phone-tracking/phone-link';

/** Props of a call-to-action band. */
export interface CtaBandProps {
  title: string;
  text: string;
  /** Placement id recorded when the call button is tapped (spec §7). */
  phoneElement: string;
  /** Where the second button goes: /contact by default, or an in-page anchor like '#contact-form'. */
  secondaryHref?: string;
  secondaryLabel?: string;
}

/** A navy band with a call button and a link to the contact form. */
export function CtaBand({
  title,
  text,
  phoneElement,
  secondaryHref = PATHS.contact,
  secondaryLabel = 'Get a Free Estimate',
}: CtaBandProps) {
  const secondary = secondaryHref.startsWith('#') ? (
    <Button component="a" href={secondaryHref} size="lg" variant="white" color="navy">
      {secondaryLabel}
    </Button>
  ) : (
    <Button component={Link} to={secondaryHref} size="lg" variant="white" color="navy">
      {secondaryLabel}
    </Button>
  );
  return (
    <section
      style={{ background: 'var(--mantine-color-navy-9)', color: '#fff', padding: '56px 0' }}
      aria-label={title}
    >
      <Container size="md">
        <Stack align="center" ta="center">
          <Title order={2} c="white">
            {title}
          </Title>
          <Text size="lg" c="gray.2">
            {text}
          </Text>
          <Group justify="center">
            <CallButton element={phoneElement} size="lg" color="brick.8">
              Call {BUSINESS.phone.display}
            </CallButton>
            {secondary}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
