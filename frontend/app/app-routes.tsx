import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from './route-table';
import { PageFrame } from './frame/page-frame';
import { markPageHydrated } from '../lib/hydration-state';

/** Renders nothing; its effect runs once the routed page above it has hydrated (or rendered). */
function PageReady() {
  useEffect(markPageHydrated, []);
  return null;
}

/** The routed app inside its frame. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
        {/* A new path is a new page, even under the same route (one window type to another): its
            static parts must render afresh, not keep the previous page's prerendered markup. */}
        <Routes key={pathname}>
          {ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
        <PageReady />
      </Suspense>
    </PageFrame>
  );
}
