import { Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router-dom';
import { BUSINESS } from '#shared/business';
import { PATHS } from '#shared/routes';
import { PhoneLink } from '../../features/phone-tracking/phone-link';
import classes from './frame.module.css';
import { HEADER_LINKS } from '../../content/nav-links';
import { useDisabledUntilHydrated } from '../../lib/use-hydrated';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The fixed header: logo, desktop navigation, phone, and the mobile slide-in menu. */
export function SiteHeader() {
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code is fetched on first use (or a touch/hover before it), not with the page.
  const [menuUsed, setMenuUsed] = useState(false);
  const untilHydrated = useDisabledUntilHydrated();
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
          <Burger
            opened={menuOpen}
            onClick={() => {
              setMenuUsed(true);
              menu.toggle();
            }}
            onPointerEnter={() => void loadMobileMenu()}
            onTouchStart={() => void loadMobileMenu()}
            className={classes.burger}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            {...untilHydrated}
          />
        </Group>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
}
