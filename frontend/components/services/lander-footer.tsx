import { Container, Stack, Text } from '@mantine/core';
import { BUSINESS, formatAddressLine } from '#shared/business';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './lander-footer.module.css';
import { LicenseLines } from '../license-lines';

/** The landing page's own address footer (the site footer is hidden on landers). */
export function LanderFooter() {
  // data-call-now-clearance: its bottom padding keeps the page's end clear of the Call Now
  // button, so the page frame adds no room of its own below it.
  return (
    <footer className={classes.footer} data-call-now-clearance>
      <Container size="lg">
        <Stack gap={4} align="center" ta="center">
          <Text fw={800} fz="lg">
            {BUSINESS.name}
          </Text>
          <Text component="address" fs="normal">
            {formatAddressLine()}
          </Text>
          <Text>
            <PhoneLink element="lander-footer-phone" className={classes.phone} />
          </Text>
          <Text size="sm" c="gray.3" mt="sm">
            © {BUSINESS.copyrightYear} {BUSINESS.name}. Licensed and insured.
          </Text>
          <LicenseLines className={classes.licenses} />
        </Stack>
      </Container>
    </footer>
  );
}
