// The built index.html with a place for each page's head: the build's own
// <title> is taken out and renderHead's tags go where its description was,
// ahead of the scripts and styles.
export type PageTemplate = { render(headHtml: string): string };

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

export function createPageTemplate(indexHtml: string): PageTemplate {
  const withoutTitle = indexHtml.replace(TITLE, '');
  const description = DESCRIPTION.exec(withoutTitle);
  if (!description || description.index > withoutTitle.indexOf('</head>'))
    throw new Error('index.html has no <meta name="description"> in its head');
  const before = withoutTitle.slice(0, description.index);
  const after = withoutTitle.slice(description.index + description[0].length);
  return { render: (headHtml) => `${before}${headHtml}\n    ${after}` };
}
