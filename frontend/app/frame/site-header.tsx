import { Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { BUSINESS } from '../../../shared/business';
import { PATHS } from '../../../shared/routes';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { HEADER_LINKS } from './nav-links';

/** The fixed header: logo, desktop navigation, phone, and the mobile slide-in menu. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to={PATHS.home} className={classes.logo} aria-label={`${BUSINESS.name} home`}>
          <img src="/images/logo.svg" alt="" width="180" height="40" />
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          {HEADER_LINKS.map((link) => (
            <RouterNavLink key={link.path} to={link.path} end className={classes.navLink}>
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        <Group gap="xs" wrap="nowrap">
          <PhoneLink element="header-phone" isHeader className={classes.headerPhone}>
            {BUSINESS.phone.display}
          </PhoneLink>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            className={classes.burger}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          />
        </Group>
      </div>
      <Drawer
        id="mobile-menu"
        opened={menuOpen}
        onClose={menu.close}
        position="right"
        size="80%"
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
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
                onClick={menu.close}
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
    </header>
  );
}
