// Renders a public page to HTML on the server (docs/decisions/0035-server-rendering.md),
// and the checkout for a signed-in visitor (docs/decisions/0085-signed-in-page-data.md).
// Built by Vite as the server-rendering bundle (dist/ssr/entry-server.js) and
// loaded by src/server/features/public-pages; the browser then hydrates the
// same tree (main.tsx) from the same API answers.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { ApiAnswer, DrawSignedInPage, ReadApi, RenderPage } from '@shared/domain/server-rendering';
import type { Locale } from '@shared/i18n/locales';
import { localeBase, splitLocalePath } from '@shared/i18n/locale-path';
import { App } from './app/app';
import { preloadSignedInParts } from './app/layout/signed-in-parts';
import { serverRenderedRoute, type ApiRead } from './app/routing/server-rendered-routes';
import { drawnSignedInPage } from './app/routing/server-rendered-pages';
import { signedInPageReads } from './app/routing/signed-in-page-data';
import { I18nProvider, type Messages } from './lib/i18n/i18n-context';
import { loadMessages } from './lib/i18n/load-messages';
import { createQueryClient } from './lib/query-client';

function renderApp(pathname: string, search: string, locale: Locale, messages: Messages, queryClient: QueryClient): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} base={localeBase(locale)}>
        <I18nProvider locale={locale} messages={messages}>
          <App queryClient={queryClient} />
        </I18nProvider>
      </Router>
    </StrictMode>,
  );
}

const readAll = (reads: ApiRead[], readApi: ReadApi) => Promise.all(reads.map(async (read) => ({ read, answer: await readApi(read.url) })));

// An answer under the page's own query key, as the page would keep it.
function keep(queryClient: QueryClient, read: ApiRead, answer: ApiAnswer) {
  queryClient.setQueryData(read.queryKey, read.toData ? read.toData(answer.body) : answer.body);
}

export const renderPage: RenderPage = async (url, readApi) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  // /de/coaches is the directory in German (docs/decisions/0075-interface-languages.md).
  const { locale, path } = splitLocalePath(pathname);
  const route = serverRenderedRoute(path, search);
  if (!route) throw new Error(`${pathname} is not a server-rendered page`);
  const queryClient = createQueryClient();
  const answers = await readAll(route.reads, readApi);
  for (const { read, answer } of answers) {
    if (answer.status === 404 && read.subject) return { status: 404 };
    if (answer.status !== 200) throw new Error(`GET ${read.url} answered ${answer.status}`);
    keep(queryClient, read, answer);
  }
  // The page's code first: renderToString does not wait, and a part that
  // suspends comes out as its fallback (a spinner) for the browser to render.
  // (The streaming renderers wait, but send a large finished part as hidden
  // HTML revealed by an inline script, which the CSP forbids and a visitor
  // without JavaScript never runs; docs/decisions/0035-server-rendering.md.)
  const [messages] = await Promise.all([loadMessages(locale), route.page.preload()]);
  const html = renderApp(pathname, search, locale, messages, queryClient);
  // React marks a boundary it left to the browser with <!--$!-->.
  if (html.includes('<!--$!-->')) throw new Error(`${pathname} suspended while rendering on the server`);
  return { status: 200, html, state: dehydrate(queryClient), pageModule: route.pageModule };
};

// A signed-in page drawn from the visitor's own answers, for the browser to
// show while its code loads and then hydrate from the same answers. The
// checkout draws nothing that depends on the browser's zone or clock before
// the open times arrive, which it leaves to the browser. Only the answers that
// came back 200 go in: an ended session, a coach who is gone or a read the
// viewer may not make is left for the page to ask about itself, as it would
// without this (its own error or sign-in handling); with no account among
// them there is nothing to draw.
export const drawSignedInPage: DrawSignedInPage = async (url, readApi) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { locale, path } = splitLocalePath(pathname);
  const reads = signedInPageReads(path);
  if (!reads) return undefined;
  const queryClient = createQueryClient();
  for (const { read, answer } of await readAll(reads, readApi)) if (answer.status === 200) keep(queryClient, read, answer);
  const state = dehydrate(queryClient);
  const page = drawnSignedInPage(path, queryClient);
  if (!page) return { html: undefined, state };
  const [messages] = await Promise.all([loadMessages(locale), page.preload(), preloadSignedInParts()]);
  const html = renderApp(pathname, search, locale, messages, queryClient);
  if (html.includes('<!--$!-->')) throw new Error(`${pathname} suspended while being drawn on the server`);
  return { html, state };
};
