import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { SERVER_STATE_ELEMENT_ID } from '@shared/domain/server-rendering';
import { localeBase, splitLocalePath } from '@shared/i18n/locale-path';
import { App } from './app/app';
import { drawnSignedInPage, serverRenderedPage } from './app/routing/server-rendered-pages';
import { preloadSignedInParts } from './app/layout/signed-in-parts';
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
// (docs/decisions/0035-server-rendering.md), and so does the checkout for a
// signed-in visitor, from their own answers (docs/decisions/0085-signed-in-page-data.md):
// the browser starts from those answers and adopts the HTML instead of
// drawing the page again.
const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID);
if (serverState) hydrate(queryClient, JSON.parse(serverState.textContent || '{}'));
const publicPage = serverState ? serverRenderedPage(path)?.page : undefined;
const signedInPage = serverState ? drawnSignedInPage(path, queryClient) : undefined;
if (publicPage || signedInPage) {
  // The page's code first (its chunk is preloaded by the HTML), and the signed-in
  // header's, so the page hydrates in one pass, in a transition: in slices that
  // yield to the browser between them, not in one long task.
  const code = publicPage ? publicPage.preload() : signedInPage && Promise.all([signedInPage.preload(), preloadSignedInParts()]);
  // The browser's first date formatter costs a slowed phone ~60 ms (its zone
  // and calendar data), in one piece: made while the checkout's code
  // downloads, it is not part of one of hydration's slices.
  if (signedInPage) setTimeout(() => Intl.DateTimeFormat().resolvedOptions());
  void Promise.all([loadMessages(locale), code?.catch(() => undefined)]).then(([messages]) =>
    startTransition(() => {
      hydrateRoot(container, appIn(messages));
    }),
  );
} else {
  // In a transition too (the checkout's first render when the server could not draw it).
  void loadMessages(locale).then((messages) =>
    startTransition(() => {
      createRoot(container).render(appIn(messages));
    }),
  );
}
