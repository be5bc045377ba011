// Serves the built React app: hashed assets cached forever and the other
// built files for an hour. The pages themselves (index.html with each page's
// head) are answered by src/server/features/public-pages from the template
// returned here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageTemplate, type PageTemplate } from '../html/page-template.js';

export async function registerClientAssets(app: FastifyInstance, distDir: string): Promise<PageTemplate | undefined> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No built client in ${distDir}; run "npm run build" to serve the web app.`);
    return undefined;
  }
  const template = createPageTemplate(readFileSync(indexPath, 'utf8'));
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
  return template;
}
