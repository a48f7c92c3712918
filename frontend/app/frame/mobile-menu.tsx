import { Drawer, Stack } from '@mantine/core';
import { BUSINESS } from '#shared/business';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { HEADER_LINKS } from '../../content/nav-links';

/**
 * The mobile slide-in menu (its own chunk: loaded when first opened, or on a touch or hover before
 * it). Its links are plain links: going to another page is a document load.
 */
export function MobileMenu({
  opened,
  onClose,
  currentPath,
}: {
  opened: boolean;
  onClose: () => void;
  currentPath: string;
}) {
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="80%"
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu', size: 'xl' }}
      zIndex={400}
    >
      <nav aria-label="Mobile">
        <Stack gap={4}>
          {HEADER_LINKS.map((link) => (
            <a
              key={link.path}
              href={link.path}
              className={classes.mobileLink}
              aria-current={link.path === currentPath ? 'page' : undefined}
              onClick={onClose}
            >
              {link.label}
            </a>
          ))}
          <PhoneLink element="mobile-phone" isHeader className={classes.mobileLink}>
            Call {BUSINESS.phone.display}
          </PhoneLink>
        </Stack>
      </nav>
    </Drawer>
  );
}
