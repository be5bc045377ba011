import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_STATE_ELEMENT_ID } from '@shared/domain/server-rendering';
import { App } from './app/app';
import { serverRenderedPage } from './app/routing/server-rendered-pages';
import { PREFETCHED_PAGE } from './app/routing/prefetched-pages';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// A public page comes rendered, with the API answers it was rendered from
// (docs/decisions/0035-server-rendering.md): the browser starts from those
// answers and adopts the HTML instead of drawing the page again.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
const route = serverRenderedPage(window.location.pathname);
if (serverState && route) {
  hydrate(queryClient, JSON.parse(serverState.textContent || '{}'));
  // The page's code first (its chunk is preloaded by the HTML), so the page hydrates in one pass.
  void route.page
    .preload()
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  // Loaded only for the pages it serves, so other pages' first download does not carry it.
  if (PREFETCHED_PAGE.test(window.location.pathname)) {
    void import('./app/routing/prefetch-route-data').then(({ prefetchRouteData }) =>
      prefetchRouteData(queryClient, window.location.pathname),
    );
  }
  createRoot(container).render(app);
}
