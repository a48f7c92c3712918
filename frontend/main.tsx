/** The app: hydrates the prerendered page (or renders, in the dev server). Loaded by start.ts. */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { createQueryClient, seedFromDocument } from './app/query-client';
import { ROUTES } from './app/route-table';
import { registerServiceWorker } from './features/pwa/register-service-worker';
import { nextTask } from './lib/next-task';

/**
 * Each step runs in a task of its own: together with evaluating the scripts they made one long
 * task that kept the page from answering a tap.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  await nextTask();
  // Start loading the current page's code now, but hydrate at once: the frame becomes
  // interactive immediately and React hydrates the page's own part as soon as its code arrives
  // instead of the whole page waiting for it.
  const matched = matchRoutes(
    ROUTES.map((r) => ({ path: r.path, page: r.page })),
    window.location.pathname,
  );
  void matched?.at(-1)?.route.page.preload();
  await nextTask();

  const queryClient = createQueryClient();
  seedFromDocument(queryClient);
  await nextTask();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <Providers queryClient={queryClient}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>
  );
  // As a transition, so React yields to the browser while it hydrates (see hydration-guard.ts).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
registerServiceWorker();
