// Serves the built React app: hashed assets cached forever, index.html never
// cached, and every unknown non-API GET answered with index.html so that the
// client router can show the page (or its own 404 page).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export async function registerClientAssets(app: FastifyInstance, distDir: string) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built client in ${distDir}; run "npm run build" to serve the web app.`);
    return undefined;
  }
  const indexHtml = readFileSync(indexPath);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${join(distDir, 'assets')}`)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.header('Cache-Control', 'public, max-age=3600');
      }
    },
  });
  // The static plugin answers "/" itself (a directory, so 403 with index: false);
  // the home page needs index.html like every other client route.
  app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml));
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (request.url.startsWith('/api/')) return false;
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
