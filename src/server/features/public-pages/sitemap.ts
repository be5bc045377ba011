// /sitemap.xml (the sitemaps.org protocol) and the robots.txt that points at it.
// Each page is listed in each language, with its alternates in the others
// (Google's xhtml:link form of hreflang).
import { escapeHtml } from '../../html/escape.js';
import type { Alternate } from './language-alternates.js';

export type SitemapEntry = { url: string; alternates?: Alternate[] };

export function renderSitemap(entries: SitemapEntry[]): string {
  const lines = entries.map(({ url, alternates = [] }) =>
    [
      `  <url><loc>${escapeHtml(url)}</loc>`,
      ...alternates.map(
        ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(sitemapUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Allow: /api/images/', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
