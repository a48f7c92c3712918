import { Drawer, Stack } from '@mantine/core';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { HEADER_LINKS } from '../../content/nav-links';

/** The mobile slide-in menu (its own chunk: loaded when first opened, or when the page is idle). */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
            <RouterNavLink
              key={link.path}
              to={link.path}
              end
              className={classes.mobileLink}
              onClick={onClose}
            >
              {link.label}
            </RouterNavLink>
          ))}
          <PhoneLink element="mobile-phone" isHeader className={classes.mobileLink}>
            Call {BUSINESS.phone.display}
          </PhoneLink>
        </Stack>
      </nav>
    </Drawer>
  );
}
