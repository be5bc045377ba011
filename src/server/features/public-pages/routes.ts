// The public pages' HTML with each page's head written in on the server, so a
// crawler or a chat's link preview that runs no script sees the title,
// description, canonical link, preview tags and structured data; plus
// /sitemap.xml and /robots.txt (docs/decisions/0030-sharing-and-search.md).
// Coach data comes from the coaches service (the same rows as /api/coaches/:id),
// and the finished pages from the public read cache (http/read-cache/cache-key.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGE_PATHS } from '../../../shared/domain/public-pages.js';
import { COACH_MESSAGES, type TCoach } from '../../../shared/schemas/coaches.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { parseRowId } from '../../http/params.js';
import type { RouteDeps } from '../../http/route-deps.js';
import { createCoachesService } from '../coaches/service.js';
import { coachHead } from './coach-head.js';
import { renderHead, type PageHead } from './head-html.js';
import { defaultHead, directoryCanonicalPath, staticPageHead } from './page-heads.js';
import type { PageTemplate } from './page-template.js';
import { absoluteUrl, siteOrigin } from './site-origin.js';
import { renderRobots, renderSitemap } from './sitemap.js';

export type PublicPagesOptions = RouteDeps & { template: PageTemplate | undefined };

function sendPage(reply: FastifyReply, template: PageTemplate, head: PageHead, status = 200) {
  // The HTML names this build's scripts: never kept by a browser or proxy past a deploy.
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(template.render(renderHead(head)));
}

export const publicPagesRoutes: FastifyPluginAsync<PublicPagesOptions> = async (app, { config, database, now, template }) => {
  const coaches = createCoachesService({ db: database.db, now });
  const appName = config.appName;

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(config, request);
    const ids = await coaches.listedIds();
    const urls = [...PUBLIC_PAGE_PATHS.map((path) => absoluteUrl(origin, path)), ...ids.map((id) => absoluteUrl(origin, `/coaches/${id}`))];
    return reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(renderSitemap(urls));
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(renderRobots(absoluteUrl(siteOrigin(config, request), '/sitemap.xml'))),
  );

  if (!template) return;

  for (const path of PUBLIC_PAGE_PATHS) {
    app.get(path, async (request, reply) => {
      const origin = siteOrigin(config, request);
      const canonicalPath = path === '/coaches' ? directoryCanonicalPath(request.query) : path;
      return sendPage(reply, template, staticPageHead(path, { origin, appName, canonicalPath }));
    });
  }

  app.get<{ Params: { id: string } }>('/coaches/:id', async (request, reply) => {
    let coach: TCoach;
    try {
      coach = await coaches.get(parseRowId(request.params.id, COACH_MESSAGES.notFound));
    } catch (error) {
      // Unknown, deactivated or unlisted: nothing about the coach, and no page to index.
      // The client shows its own "not found" page.
      if (error instanceof NotFoundError) return sendPage(reply, template, defaultHead(appName, { notFound: true }), 404);
      throw error;
    }
    return sendPage(reply, template, coachHead(coach, { origin: siteOrigin(config, request), appName }));
  });
};

// Every other page address (signed-in pages, unknown addresses): the app with
// the site's own head; the client router shows the page or its 404 page.
export function createFallbackPage(template: PageTemplate, appName: string) {
  const html = template.render(renderHead(defaultHead(appName)));
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  };
}
