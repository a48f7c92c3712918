import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ROUTES } from './route-table';
import { PageFrame } from './frame/page-frame';

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
      </Suspense>
    </PageFrame>
  );
}
