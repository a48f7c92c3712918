/** Browser entry: hydrate the prerendered page (or render, in the dev server). */
import './app/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { createQueryClient, seedFromDocument } from './app/query-client';
import { ROUTES } from './app/route-table';
import { captureAttribution } from './lib/attribution';
import { registerServiceWorker } from './features/pwa/register-service-worker';

async function start() {
  captureAttribution();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Load the current page's code before hydrating, so hydration never waits on a suspended page.
  const matched = matchRoutes(
    ROUTES.map((r) => ({ path: r.path, page: r.page })),
    window.location.pathname,
  );
  await matched?.at(-1)?.route.page.preload();

  const queryClient = createQueryClient();
  seedFromDocument(queryClient);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
registerServiceWorker();
