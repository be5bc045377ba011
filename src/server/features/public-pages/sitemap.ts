// /sitemap.xml (the sitemaps.org protocol) and the robots.txt that points at it.
import { escapeHtml } from '../../html/escape.js';

export function renderSitemap(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(sitemapUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', 'Allow: /api/images/', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
