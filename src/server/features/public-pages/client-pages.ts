// Every page address that is not a public page (signed-in pages, unknown
// addresses): the app with the site's own head; the client router shows the
// page or its 404 page. An address no route of the app names answers 404
// (with noindex), so search engines do not count it as a page. A page in PRELOADED_PAGE_MODULES gets its chunk named
// in the head, and a signed-in page with answers of its own (the checkout)
// gets them in its HTML, read with the visitor's session
// (docs/decisions/0085-signed-in-page-data.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPageAddress } from '../../../shared/domain/page-routes.js';
import { PRELOADED_PAGE_MODULES } from '../../../shared/domain/server-rendering.js';
import { splitLocalePath } from '../../../shared/i18n/locale-path.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/i18n/locales.js';
import { SESSION_HINT_COOKIE } from '../../../shared/session-hint.js';
import { preloadLinks, type PageTemplate } from '../../html/page-template.js';
import { renderHead } from './head-html.js';
import { defaultHead } from './page-heads.js';
import { injectedApi } from './injected-api.js';
import { catalogChunkKey, type PageRenderer } from './page-renderer.js';
import { redirectToLanguage } from './routes.js';

// The page as the server draws it, or undefined: nobody may be signed in (no
// signed-in hint, as the page's own script checks), the page is not drawn, or
// drawing failed (the browser then reads and renders it alone, as it always could).
async function drawnPage(app: FastifyInstance, renderer: PageRenderer | undefined, request: FastifyRequest) {
  if (!renderer || request.method !== 'GET' || !request.cookies[SESSION_HINT_COOKIE]) return undefined;
  try {
    // As this visitor's browser reads it: with their cookies, and from their
    // address, so the rate limits count them, not the server itself.
    const visitorApi = injectedApi(app, { remoteAddress: request.ip, headers: { cookie: request.headers.cookie ?? '' } });
    return await renderer.drawSignedInPage(request.url, visitorApi);
  } catch (error) {
    request.log.error({ err: error }, 'drawing a signed-in page failed');
    return undefined;
  }
}

type ClientPage = { head: string; html: string };
type LanguagePages = {
  lang: string | undefined;
  shell: ClientPage;
  notFound: ClientPage;
  withPreloads: (ClientPage & { path: RegExp })[];
};

export function createClientPages(app: FastifyInstance, template: PageTemplate, appName: string, renderer?: PageRenderer) {
  const preloadsFor = (pageModule: string) => renderer?.preloadsFor(pageModule) ?? [];
  // Per language: the head in it, <html lang> and the language's catalog preloaded.
  const pages = Object.fromEntries(
    LOCALES.map((locale): [Locale, LanguagePages] => {
      const lang = locale === DEFAULT_LOCALE ? undefined : locale;
      const head = renderHead(defaultHead(appName, { locale }));
      const catalog = lang ? preloadsFor(catalogChunkKey(locale)) : [];
      const page = (preloads: string[], pageHead = head): ClientPage => {
        const withLinks = pageHead + preloadLinks(preloads);
        return { head: withLinks, html: template.render(withLinks, undefined, lang) };
      };
      const withPreloads = PRELOADED_PAGE_MODULES.map(({ path, pageModule }) => ({
        path,
        ...page([...preloadsFor(pageModule), ...catalog]),
      }));
      const notFound = page(catalog, renderHead(defaultHead(appName, { locale, notFound: true })));
      return [locale, { lang, shell: page(catalog), notFound, withPreloads }];
    }),
  ) as Record<Locale, LanguagePages>;

  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    const { locale, path: pathname } = splitLocalePath(request.url.split('?')[0] ?? '');
    if (locale === DEFAULT_LOCALE && redirectToLanguage(request, reply)) return true;
    const { lang, shell, notFound, withPreloads } = pages[locale];
    if (!isPageAddress(pathname)) {
      void reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(notFound.html);
      return true;
    }
    const page = withPreloads.find(({ path }) => path.test(pathname));
    const drawn = page && (await drawnPage(app, renderer, request));
    if (page && drawn) {
      // The visitor's own answers: never kept by a browser's cache or a proxy, never given to another visitor.
      void reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(template.render(page.head, { html: drawn.html, state: drawn.state, preloads: [] }, lang));
      return true;
    }
    void reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send((page ?? shell).html);
    return true;
  };
}
