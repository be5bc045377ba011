// The API's reference: GET /api/openapi.json (generated from the endpoint
// table) and GET /api/docs, a Swagger UI page whose scripts and styles are
// served from here (swagger-ui-dist), so it makes no request to any other
// host. These routes document the API; they are not in the table themselves
// (docs/decisions/0053-openapi-document.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINT_LIST } from '../../../shared/api/endpoint-table.js';
import type { AppConfig } from '../../config.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { sessionCookieName } from '../../http/session.js';
import { projectRoot } from '../../paths.js';
import { buildOpenApiDocument } from './openapi-document.js';

const require = createRequire(import.meta.url);

// Resolved on first use, so a start-up never reads the 1.7 MB bundle.
function swaggerUiDir(): string {
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}
function swaggerUiVersion(): string {
  return (JSON.parse(readFileSync(join(swaggerUiDir(), 'package.json'), 'utf8')) as { version: string }).version;
}

// Our own start-up script: the page may run no inline script (CSP script-src 'self').
// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INITIALIZER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayOperationId: true,
    filter: true,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;

// A few lines over Swagger UI's own styles: a heading for a page without its top bar.
const PAGE_STYLES = `body { margin: 0; background: #fafafa; }
.docs-header { padding: 16px 20px; border-bottom: 1px solid #e5e5e5; background: #fff; font-family: system-ui, sans-serif; }
.docs-header h1 { margin: 0; font-size: 18px; }
.docs-header p { margin: 4px 0 0; color: #555; font-size: 14px; }
.docs-header a { color: #1f5fa8; }
/* On a phone the operation's name squeezes its path and summary: the path is enough there. */
@media (max-width: 600px) { .swagger-ui .opblock .opblock-summary .opblock-summary-operation-id { display: none; } }
`;

// `version` goes in the page's address of each, so a changed file is a new address.
type Asset = { type: string; read: () => Buffer; version: () => string };
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
const fromSwaggerUi = (file: string, type: string): Asset => ({
  type,
  read: () => readFileSync(join(swaggerUiDir(), file)),
  version: swaggerUiVersion,
});
const ours = (text: string, type: string): Asset => ({ type, read: () => Buffer.from(text), version: () => hashOf(text) });
const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': fromSwaggerUi('swagger-ui.css', 'text/css; charset=utf-8'),
  'swagger-ui-bundle.js': fromSwaggerUi('swagger-ui-bundle.js', 'text/javascript; charset=utf-8'),
  'docs.js': ours(INITIALIZER, 'text/javascript; charset=utf-8'),
  'docs.css': ours(PAGE_STYLES, 'text/css; charset=utf-8'),
};

// Each asset once as it is and once per encoding, compressed when first asked
// for: compressing the bundle on every request would cost ~20 ms of CPU.
type Encoded = { identity: Buffer; br?: Buffer; gzip?: Buffer };
const encoded = new Map<string, Encoded>();
function encodedAsset(file: string, asset: Asset, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  let entry = encoded.get(file);
  if (!entry) {
    entry = { identity: asset.read() };
    encoded.set(file, entry);
  }
  if (encoding === 'br') entry.br ??= brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  if (encoding === 'gzip') entry.gzip ??= gzipSync(entry.identity, { level: 9 });
  return entry[encoding] ?? entry.identity;
}

function preferredEncoding(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

function docsPage(appName: string): string {
  const asset = (file: string) => `/api/docs/assets/${file}?v=${encodeURIComponent(ASSETS[file]?.version() ?? '')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${appName} API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="stylesheet" href="${asset('docs.css')}">
</head>
<body>
<header class="docs-header">
<h1>${appName} API reference</h1>
<p>Generated from the endpoint table. The document itself: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
</header>
<main id="swagger-ui"></main>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('docs.js')}"></script>
</body>
</html>
`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const apiDocsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // Built once, on first request: the table does not change while the process runs.
  let document: string | undefined;
  let page: string | undefined;
  const appVersion = () => (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument(ENDPOINT_LIST, { version: appVersion(), sessionCookie: sessionCookieName(config) }));
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(document);
  });

  app.get('/api/docs', async (_request, reply) => {
    page ??= docsPage(escapeHtml(config.appName));
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page);
  });

  app.get<{ Params: { file: string } }>('/api/docs/assets/:file', async (request, reply) => {
    const asset = Object.hasOwn(ASSETS, request.params.file) ? ASSETS[request.params.file] : undefined;
    if (!asset) throw new NotFoundError(`No documentation asset ${request.params.file}`);
    const encoding = preferredEncoding(request);
    const body = encodedAsset(request.params.file, asset, encoding);
    reply.type(asset.type).header('Vary', 'Accept-Encoding');
    // The page asks with ?v=<version>, so a changed file is a new address.
    reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return reply.send(body);
  });
};
