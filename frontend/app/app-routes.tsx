import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
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
  return (
    <PageFrame>
      <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
        <Routes>
          {ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
        <PageReady />
      </Suspense>
    </PageFrame>
  );
}
