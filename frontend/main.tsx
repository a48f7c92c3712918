/** Browser entry: hydrate the prerendered page (or render, in the dev server). */
import './lib/zod-csp';
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

function start() {
  captureAttribution();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // Start loading the current page's code now, but hydrate at once: the frame becomes
  // interactive immediately and React hydrates the page's own part as soon as its code arrives
  // (replaying any click made meanwhile), instead of the whole page waiting for it.
  const matched = matchRoutes(
    ROUTES.map((r) => ({ path: r.path, page: r.page })),
    window.location.pathname,
  );
  void matched?.at(-1)?.route.page.preload();

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
  // Hydrated in one go, not as a transition: a transition yields to the browser, and a click on a
  // link in between would navigate while the old page's markup is still being hydrated.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start();
registerServiceWorker();
