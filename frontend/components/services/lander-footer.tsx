import { Container, Stack, Text } from '@mantine/core';
import { BUSINESS, LICENSE_LINES, formatAddressLine } from '#shared/business';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './lander-footer.module.css';

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
          <ul className={classes.licenses} aria-label="Licenses">
            {LICENSE_LINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Stack>
      </Container>
    </footer>
  );
}
