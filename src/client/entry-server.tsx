// Renders a public page to HTML on the server (docs/decisions/0035-server-rendering.md).
// Built by Vite as the server-rendering bundle (dist/ssr/entry-server.js) and
// loaded by src/server/features/public-pages; the browser then hydrates the
// same tree (main.tsx) from the same API answers.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { RenderPage } from '@shared/domain/server-rendering';
import { localeBase, splitLocalePath } from '@shared/i18n/locale-path';
import { App } from './app/app';
import { serverRenderedRoute } from './app/routing/server-rendered-routes';
import { I18nProvider } from './lib/i18n/i18n-context';
import { loadMessages } from './lib/i18n/load-messages';
import { createQueryClient } from './lib/query-client';

export const renderPage: RenderPage = async (url, readApi) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  // /de/coaches is the directory in German (docs/decisions/0075-interface-languages.md).
  const { locale, path } = splitLocalePath(pathname);
  const route = serverRenderedRoute(path, search);
  if (!route) throw new Error(`${pathname} is not a server-rendered page`);
  const queryClient = createQueryClient();
  const answers = await Promise.all(route.reads.map(async (read) => ({ read, answer: await readApi(read.url) })));
  for (const { read, answer } of answers) {
    if (answer.status === 404 && read.subject) return { status: 404 };
    if (answer.status !== 200) throw new Error(`GET ${read.url} answered ${answer.status}`);
    queryClient.setQueryData(read.queryKey, read.toData ? read.toData(answer.body) : answer.body);
  }
  // The page's code first: renderToString does not wait, and a part that
  // suspends comes out as its fallback (a spinner) for the browser to render.
  // (The streaming renderers wait, but send a large finished part as hidden
  // HTML revealed by an inline script, which the CSP forbids and a visitor
  // without JavaScript never runs; docs/decisions/0035-server-rendering.md.)
  const [messages] = await Promise.all([loadMessages(locale), route.page.preload()]);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')} base={localeBase(locale)}>
        <I18nProvider locale={locale} messages={messages}>
          <App queryClient={queryClient} />
        </I18nProvider>
      </Router>
    </StrictMode>,
  );
  // React marks a boundary it left to the browser with <!--$!-->.
  if (html.includes('<!--$!-->')) throw new Error(`${pathname} suspended while rendering on the server`);
  return { status: 200, html, state: dehydrate(queryClient), pageModule: route.pageModule };
};
