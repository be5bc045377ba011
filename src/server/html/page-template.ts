// The built index.html with a place for each page's head and, for a page the
// server renders, its HTML: the build's own <title> is taken out and
// renderHead's tags go where its description was, ahead of the scripts and
// styles; the rendered page replaces the app shell between the <!--app-html-->
// markers inside #root, and the API answers it was rendered from go in a data
// block before </body> (docs/decisions/0035-server-rendering.md).
import { SERVER_STATE_ELEMENT_ID } from '../../shared/domain/server-rendering.js';
import { escapeHtml, jsonForScript } from './escape.js';

// html: the rendered page; without it the app shell stays, with the state
// beside it (a signed-in page's answers, docs/decisions/0085-signed-in-page-data.md).
export type PageBody = { html?: string; state: unknown; preloads: string[] };

// lang: the document's language (<html lang>), when not the build's own (English).
export type PageTemplate = { render(headHtml: string, body?: PageBody, lang?: string): string };

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
// With the white space around it: React hydrates #root's children, and a
// text node of indentation beside the page would not match.
const APP_OUTLET = /\s*<!--app-html-->[\s\S]*?<!--\/app-html-->\s*/;
const BODY_END = '</body>';

function bodyParts(html: string): { beforeApp: string; shell: string; afterApp: string } {
  const outlet = APP_OUTLET.exec(html);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (!outlet || bodyEnd < outlet.index) throw new Error('index.html has no <!--app-html--> ... <!--/app-html--> outlet in its body');
  return { beforeApp: html.slice(0, outlet.index), shell: outlet[0], afterApp: html.slice(outlet.index + outlet[0].length) };
}

// <link rel="modulepreload"> tags for a page's own chunks, to follow its head tags.
export function preloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`).join('');
}

export function createPageTemplate(indexHtml: string): PageTemplate {
  const withoutTitle = indexHtml.replace(TITLE, '');
  const description = DESCRIPTION.exec(withoutTitle);
  if (!description || description.index > withoutTitle.indexOf('</head>'))
    throw new Error('index.html has no <meta name="description"> in its head');
  const headStartAsBuilt = withoutTitle.slice(0, description.index);
  const headStartIn = (lang: string | undefined) =>
    lang ? headStartAsBuilt.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(lang)}"`) : headStartAsBuilt;
  const { beforeApp, shell, afterApp } = bodyParts(withoutTitle.slice(description.index + description[0].length));
  return {
    render: (headHtml, body, lang) => {
      const headStart = headStartIn(lang);
      if (!body) return `${headStart}${headHtml}\n    ${beforeApp}${shell}${afterApp}`;
      const preloads = preloadLinks(body.preloads);
      const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(body.state)}</script>\n  `;
      const bodyEnd = afterApp.lastIndexOf(BODY_END);
      return `${headStart}${headHtml}${preloads}\n    ${beforeApp}${body.html ?? shell}${afterApp.slice(0, bodyEnd)}${state}${afterApp.slice(bodyEnd)}`;
    },
  };
}
