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
  // The page's own code is fetched while the query client is made, and hydration starts once it
  // is here. React hydrates the page's Suspense boundary in a pass of its own after the frame; an
  // update that reaches the boundary before that pass (the router's, when the visitor follows an
  // #anchor) makes React hydrate it at once, which works only if its code is already here
  // (lazyComponent hands it over synchronously): otherwise React throws the page's markup away and
  // shows the loading fallback. Until hydration, start.ts keeps links and phone taps working.
  const matched = matchRoutes(
    ROUTES.map((r) => ({ path: r.path, page: r.page })),
    window.location.pathname,
  );
  // Matching (every route's pattern compiled) and the preload (a link element for each chunk the
  // page needs) took about as long each as a task may: two tasks.
  await nextTask();
  const pageCode = matched?.at(-1)?.route.page.preload();
  await nextTask();

  const queryClient = createQueryClient();
  seedFromDocument(queryClient);
  // A page whose code cannot load (offline and not cached) stays the prerendered page it is:
  // its links and phone numbers work without the app, and hydrating without the code would
  // replace it with an error.
  const hasCode = await (pageCode ?? Promise.resolve()).then(
    () => true,
    () => false,
  );
  if (!hasCode) return;
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
