// Absolute addresses for canonical links, previews and the sitemap: PUBLIC_URL
// when set (production, behind a proxy), else the origin the request came to.
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';

export function siteOrigin(config: Pick<AppConfig, 'publicUrl'>, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).href;
}
