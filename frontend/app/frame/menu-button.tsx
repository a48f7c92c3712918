/**
 * The phone menu's button and its slide-in drawer: the header's one interactive part, an island of
 * its own where the page boots as islands.
 */
import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useState } from 'react';
import { island } from '../../islands/island';
import { useDisabledUntilHydrated } from '../../lib/use-hydrated';
import classes from './frame.module.css';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export function MenuButtonBody({ currentPath }: { currentPath: string }) {
  const [menuOpen, menu] = useDisclosure(false);
  // The drawer's code is fetched on first use (or a touch/hover before it), not with the page.
  const [menuUsed, setMenuUsed] = useState(false);
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <>
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
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} currentPath={currentPath} />
        </Suspense>
      )}
    </>
  );
}

export const MenuButton = island('menu-button', MenuButtonBody);
