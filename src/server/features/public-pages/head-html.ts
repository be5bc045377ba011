// The <head> tags of a public page as HTML text. Everything in them may come
// from users (a coach's name, bio, photo address) or from the request (its
// Host), so every value is escaped for where it lands: attribute and text
// values as HTML, JSON-LD so that no "</script>" can end its block.
import { escapeHtml, jsonForScript } from '../../html/escape.js';

export type PageHead = {
  // The whole document title ("Find Your Coach | Stillpoint").
  title: string;
  description: string;
  canonical?: string;
  robots?: string;
  // og:* properties and twitter:* names, in order.
  openGraph?: [property: string, content: string][];
  twitter?: [name: string, content: string][];
  jsonLd?: Record<string, unknown>;
  // The same page in each language, and x-default (docs/decisions/0075-interface-languages.md).
  alternates?: { hreflang: string; href: string }[];
};

// Tags that describe one page carry data-page-head: the client removes them
// once the visitor moves to another page (src/client/lib/use-page-meta.ts).
const PAGE = 'data-page-head';

export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" ${PAGE} />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${PAGE} />`);
  for (const { hreflang, href } of head.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" ${PAGE} />`);
  for (const [property, content] of head.openGraph ?? [])
    tags.push(`<meta property="${escapeHtml(property)}" content="${escapeHtml(content)}" ${PAGE} />`);
  for (const [name, content] of head.twitter ?? [])
    tags.push(`<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" ${PAGE} />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json" ${PAGE}>${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
