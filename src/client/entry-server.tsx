// Renders a public page to HTML on the server (docs/decisions/0035-server-rendering.md).
// Built by Vite as the server-rendering bundle (dist/ssr/entry-server.js) and
// loaded by src/server/features/public-pages; the browser then hydrates the
// same tree (main.tsx) from the same API answers.
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { RenderPage } from '@shared/domain/server-rendering';
import { App } from './app/app';
import { serverRenderedRoute } from './app/routing/server-rendered-routes';
import { createQueryClient } from './lib/query-client';

export const renderPage: RenderPage = async (url, readApi) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  const route = serverRenderedRoute(pathname, search);
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
  await route.page.preload();
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search.replace(/^\?/, '')}>
        <App queryClient={queryClient} />
      </Router>
    </StrictMode>,
  );
  // React marks a boundary it left to the browser with <!--$!-->.
  if (html.includes('<!--$!-->')) throw new Error(`${pathname} suspended while rendering on the server`);
  return { status: 200, html, state: dehydrate(queryClient), pageModule: route.pageModule };
};
