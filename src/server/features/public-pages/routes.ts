// The public pages' HTML with each page's head written in on the server, so a
// crawler or a chat's link preview that runs no script sees the title,
// description, canonical link, preview tags and structured data; plus
// /sitemap.xml and /robots.txt (docs/decisions/0030-sharing-and-search.md).
// Coach data comes from the coaches service (the same rows as /api/coaches/:id),
// and the finished pages from the public read cache (http/read-cache/cache-key.ts).
import { listingRuleOf } from '../../db/queries/listable-coach.js';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_PATHS } from '../../../shared/domain/public-pages.js';
import { COACH_MESSAGES, type TCoach } from '../../../shared/schemas/coaches.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachesService } from '../coaches/service.js';
import { coachHead } from './coach-head.js';
import { programHead } from './program-head.js';
import { createProgramsService, createProgramsRepositoryFor } from '../programs/service.js';
import { PROGRAM_MESSAGES, type TProgram } from '../../../shared/schemas/programs.js';
import { renderHead, type PageHead } from './head-html.js';
import { defaultHead, directoryCanonicalPath, staticPageHead } from './page-heads.js';
import { catalogChunkKey, type PageRenderer } from './page-renderer.js';
import type { PageBody, PageTemplate } from '../../html/page-template.js';
import { absoluteUrl } from './site-origin.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { localizedPath } from '../../../shared/i18n/locale-path.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/i18n/locales.js';
import { requestLocale } from '../../http/request-locale.js';
import { languageAlternates } from './language-alternates.js';
import { injectedApi } from './injected-api.js';
import { publicOrigin } from '../../config.js';

// renderer: the client's server-rendering bundle, when built (page-renderer.ts);
// without it the pages are the app shell with their heads, as the browser renders them.
export type PublicPagesOptions = RouteDeps & { template: PageTemplate | undefined; renderer: PageRenderer | undefined };

// 'failed': the page could not be rendered; the app shell is sent instead.
type Rendering = PageBody | 'not-found' | 'failed' | undefined;

// The head of a page in a language: its own address as the canonical one,
// and the page's address in every language beside it.
function inLanguage(head: PageHead, origin: string, locale: Locale, path: string): PageHead {
  const url = absoluteUrl(origin, localizedPath(locale, path));
  return {
    ...head,
    canonical: url,
    openGraph: head.openGraph?.map(([property, content]) => [property, property === 'og:url' ? url : content]),
    alternates: languageAlternates(origin, path),
  };
}

// An address without a language prefix, asked for by a reader whose chosen
// language (the `lang` cookie) or browser's language is another: the page in
// that language. A search engine, which sends neither, gets the English page.
// The read cache never answers such a request (http/read-cache/cache-key.ts).
export function redirectToLanguage(request: FastifyRequest, reply: FastifyReply): boolean {
  const locale = requestLocale(request);
  if (locale === DEFAULT_LOCALE) return false;
  void reply
    .header('Vary', 'Cookie, Accept-Language')
    .header('Cache-Control', 'no-store')
    .redirect(localizedPath(locale, request.url), 302);
  return true;
}

function sendPage(
  reply: FastifyReply,
  template: PageTemplate,
  head: PageHead,
  rendering: Rendering,
  status = 200,
  locale: Locale = DEFAULT_LOCALE,
) {
  const body = typeof rendering === 'object' ? rendering : undefined;
  // The HTML names this build's scripts: never kept by a browser or proxy past a deploy.
  // A page that fell back to the shell is not kept by the read cache either (no-store).
  return reply
    .code(status)
    .header('Cache-Control', rendering === 'failed' ? 'no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(template.render(renderHead(head), body, locale === DEFAULT_LOCALE ? undefined : locale));
}

async function renderBody(
  app: FastifyInstance,
  renderer: PageRenderer | undefined,
  request: FastifyRequest,
  locale: Locale,
): Promise<Rendering> {
  if (!renderer) return undefined;
  try {
    // As an anonymous visitor reads it: no cookie is passed on, so nothing personal can reach the shared HTML.
    const rendered = await renderer.render(request.url, injectedApi(app));
    if (rendered.status === 404) return 'not-found';
    // The language's catalog is preloaded with the page's code (src/client/lib/i18n/load-messages.ts).
    const catalog = locale === DEFAULT_LOCALE ? [] : renderer.preloadsFor(catalogChunkKey(locale));
    return { html: rendered.html, state: rendered.state, preloads: [...renderer.preloadsFor(rendered.pageModule), ...catalog] };
  } catch (error) {
    // The browser can still render the page itself.
    request.log.error({ err: error }, 'server rendering failed');
    return 'failed';
  }
}

export const publicPagesRoutes: FastifyPluginAsync<PublicPagesOptions> = async (app, { config, database, now, template, renderer }) => {
  const coaches = createCoachesService({ db: database.db, now, listing: listingRuleOf(config.payments) });
  const appName = config.appName;
  // Public reads only: no room is ever made here.
  const programs = createProgramsService({ repo: createProgramsRepositoryFor(database.db), now, makeRoom: async () => null });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = publicOrigin(config, request);
    const ids = await coaches.listedIds();
    const programIds = (await programs.list({})).map((p) => p.id);
    const paths = [
      ...PUBLIC_PAGE_PATHS,
      ...ids.map((id) => `/coaches/${id}`),
      // Published group programs still to start (docs/product/programs.md).
      ...programIds.map((id) => `/programs/${id}`),
    ];
    const entries = paths.flatMap((path) => {
      const alternates = languageAlternates(origin, path);
      return LOCALES.map((locale) => ({ url: absoluteUrl(origin, localizedPath(locale, path)), alternates }));
    });
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(renderSitemap(entries));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(absoluteUrl(publicOrigin(config, request), '/sitemap.xml'))),
  );

  if (!template) return;

  // Each public page at its address in each language (English without a prefix).
  for (const locale of LOCALES) {
    for (const path of PUBLIC_PAGE_PATHS) {
      app.get(localizedPath(locale, path), async (request, reply) => {
        if (locale === DEFAULT_LOCALE && redirectToLanguage(request, reply)) return reply;
        const origin = publicOrigin(config, request);
        const canonicalPath = path === '/coaches' ? directoryCanonicalPath(request.query) : path;
        const head = inLanguage(staticPageHead(path, { origin, appName, canonicalPath, locale }), origin, locale, canonicalPath);
        return sendPage(reply, template, head, await renderBody(app, renderer, request, locale), 200, locale);
      });
    }
    app.get<{ Params: { id: string } }>(localizedPath(locale, '/coaches/:id'), async (request, reply) => {
      if (locale === DEFAULT_LOCALE && redirectToLanguage(request, reply)) return reply;
      return sendCoachPage(request, reply, locale);
    });
    app.get<{ Params: { id: string } }>(localizedPath(locale, '/programs/:id'), async (request, reply) => {
      if (locale === DEFAULT_LOCALE && redirectToLanguage(request, reply)) return reply;
      return sendProgramPage(request, reply, locale);
    });
  }

  const sendNotFound = (reply: FastifyReply, locale: Locale) =>
    sendPage(reply, template, defaultHead(appName, { notFound: true, locale }), undefined, 404, locale);

  // A coach's or a program's page: its head written in here, its body rendered from the same public read.
  async function sendRowPage<Row extends { id: number }>(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    locale: Locale,
    page: { read: (id: string) => Promise<Row>; head: (row: Row, origin: string) => PageHead; path: string },
  ) {
    if (!template) return reply;
    let row: Row;
    try {
      row = await page.read(request.params.id);
    } catch (error) {
      // Unknown, deactivated, unlisted or unpublished: nothing about it, and no page to index.
      // The client shows its own "not found" page.
      if (error instanceof NotFoundError) return sendNotFound(reply, locale);
      throw error;
    }
    const rendering = await renderBody(app, renderer, request, locale);
    // Gone between the two reads: as if it had never been there.
    if (rendering === 'not-found') return sendNotFound(reply, locale);
    const origin = publicOrigin(config, request);
    const head = inLanguage(page.head(row, origin), origin, locale, `${page.path}/${row.id}`);
    return sendPage(reply, template, head, rendering, 200, locale);
  }

  const sendCoachPage = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, locale: Locale) =>
    sendRowPage<TCoach>(request, reply, locale, {
      read: (id) => coaches.get(parseRowId(id, COACH_MESSAGES.notFound)),
      head: (coach, origin) => coachHead(coach, { origin, appName }),
      path: '/coaches',
    });

  const sendProgramPage = (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, locale: Locale) =>
    sendRowPage<TProgram>(request, reply, locale, {
      read: (id) => programs.publicOne(parseRowId(id, PROGRAM_MESSAGES.notFound)),
      head: (program, origin) => programHead(program, { origin, appName }),
      path: '/programs',
    });
};
