import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SERVER_STATE_ELEMENT_ID } from '@shared/domain/server-rendering';
import { localeBase, splitLocalePath } from '@shared/i18n/locale-path';
import { App } from './app/app';
import { serverRenderedPage } from './app/routing/server-rendered-pages';
import { PREFETCHED_PAGE } from './app/routing/prefetched-pages';
import { I18nProvider, type Messages } from './lib/i18n/i18n-context';
import { loadMessages } from './lib/i18n/load-messages';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const queryClient = createQueryClient();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');
// The address names the language (/de/..., English without a prefix); its
// catalog is loaded before the first render, as the server rendered with it.
const { locale, path } = splitLocalePath(window.location.pathname);
const appIn = (messages: Messages) => (
  <StrictMode>
    <Router base={localeBase(locale)}>
      <I18nProvider locale={locale} messages={messages}>
        <App queryClient={queryClient} />
      </I18nProvider>
    </Router>
  </StrictMode>
);

// A public page comes rendered, with the API answers it was rendered from
// (docs/decisions/0035-server-rendering.md): the browser starts from those
// answers and adopts the HTML instead of drawing the page again.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
const route = serverRenderedPage(path);
if (serverState && route) {
  hydrate(queryClient, JSON.parse(serverState.textContent || '{}'));
  // The page's code first (its chunk is preloaded by the HTML), so the page hydrates in one pass.
  void Promise.all([loadMessages(locale), route.page.preload().catch(() => undefined)]).then(([messages]) =>
    hydrateRoot(container, appIn(messages)),
  );
} else {
  // Loaded only for the pages it serves, so other pages' first download does not carry it.
  if (PREFETCHED_PAGE.test(path)) {
    void import('./app/routing/prefetch-route-data').then(({ prefetchRouteData }) => prefetchRouteData(queryClient, path));
  }
  // In a transition: React draws the page in slices, yielding to the browser
  // between them, instead of in one long task (the checkout's first render).
  void loadMessages(locale).then((messages) =>
    startTransition(() => {
      createRoot(container).render(appIn(messages));
    }),
  );
}
