import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FRAMELESS_PATHS, PATHS, isAdminAreaPath } from '#shared/routes';
import { StaticHtml } from '../../components/static-html';
import { markNavigated } from '../../lib/hydration-state';
import { afterHydration } from '../after-hydration';
import { CallNowButton } from './call-now-button';
import classes from './frame.module.css';
import { PromoBanner } from './promo-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const OutboxPill = afterHydration(() => import('./outbox-pill').then((m) => m.OutboxPill));

/**
 * The page frame of spec §2; landers and the booked-call thank-you show the page alone, and the
 * admin area and /capture bring their own layout with no marketing around it.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const [firstKey] = useState(key);
  // Noted while rendering, before the new page renders below: its static parts must render.
  if (key !== firstKey) markNavigated();
  // The admin area and the canvassers' capture page bring their own layout and <main>; neither
  // wants a Call Now button or the visitor's saved-requests badge (capture lists its own).
  const ownLayout = isAdminAreaPath(pathname) || pathname === PATHS.capture;
  const framed = !ownLayout && !FRAMELESS_PATHS.includes(pathname);
  const skipLink = (
    <a href="#main" className={classes.skipLink}>
      Skip to content
    </a>
  );
  if (ownLayout) {
    return (
      <>
        <ScrollToTop />
        {skipLink}
        {children}
      </>
    );
  }
  return (
    <>
      <ScrollToTop />
      {skipLink}
      {framed && (
        <>
          <StaticHtml>
            <PromoBanner />
          </StaticHtml>
          <SiteHeader />
        </>
      )}
      <main id="main" className={framed ? classes.mainFramed : classes.mainBare}>
        {children}
      </main>
      {framed && (
        <StaticHtml>
          <SiteFooter />
        </StaticHtml>
      )}
      <CallNowButton />
      <OutboxPill />
    </>
  );
}
