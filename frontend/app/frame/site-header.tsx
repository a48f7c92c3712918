import { Group } from '@mantine/core';
import { Link, NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { HEADER_LINKS } from '../../content/nav-links';
import { MenuButton } from './menu-button';

/** The fixed header: logo, desktop navigation, phone, and the mobile slide-in menu. */
export function SiteHeader() {
  const { pathname } = useLocation();
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
        <Group gap={4} wrap="nowrap">
          <PhoneLink element="header-phone" isHeader className={classes.headerPhone}>
            {BUSINESS.phone.display}
          </PhoneLink>
          <MenuButton currentPath={pathname} />
        </Group>
      </div>
    </header>
  );
}
