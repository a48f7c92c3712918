import { Fragment, Suspense, useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { PageNavigation, type GoToPage } from '../lib/page-navigation';
import { ROUTES } from './route-table';
import { PageFrame } from './frame/page-frame';
import { markPageHydrated } from '../lib/hydration-state';

/** Renders nothing; its effect runs once the routed page above it has hydrated (or rendered). */
function PageReady() {
  useEffect(markPageHydrated, []);
  return null;
}

/**
 * The route table as React Router's route objects, made once: <Routes> with <Route> children
 * rebuilt them from its children on every render, a cost paid inside the page's hydration.
 */
const ROUTE_OBJECTS: RouteObject[] = ROUTES.map(({ path, page: Page }) => ({ path, element: <Page /> }));

/** The routed app inside its frame. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const page = useRoutes(ROUTE_OBJECTS);
  const navigate = useNavigate();
  const goToPage = useCallback<GoToPage>((path, state) => void navigate(path, { state }), [navigate]);
  return (
    <PageNavigation.Provider value={goToPage}>
      <PageFrame>
        <Suspense fallback={<div style={{ minHeight: '100vh' }} aria-busy="true" />}>
          {/* A new path is a new page, even under the same route (one window type to another): its
            static parts must render afresh, not keep the previous page's prerendered markup. */}
          <Fragment key={pathname}>{page}</Fragment>
          <PageReady />
        </Suspense>
      </PageFrame>
    </PageNavigation.Provider>
  );
}
