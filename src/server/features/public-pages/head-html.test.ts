import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../html/escape.js';
import { renderHead } from './head-html.js';
import { createPageTemplate } from '../../html/page-template.js';

describe('escaping', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps JSON inside a script block from ending it or opening a comment, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- a & b \u2028\u2029' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('renderHead in the page template', () => {
  const template = createPageTemplate(
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="built" />\n    <title>Built</title>\n    <script type="module" src="/a.js"></script>\n  </head>\n  <body><div id="root">\n      <!--app-html--><p>shell</p><!--/app-html-->\n    </div></body>\n</html>\n',
  );

  it('replaces the built title and description with the page’s, ahead of the scripts', () => {
    const html = template.render(renderHead({ title: 'A & B', description: 'Calm "now"', canonical: 'https://x.test/a?b=1&c=2' }));
    expect(html).not.toContain('Built');
    expect(html).not.toContain('content="built"');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Calm &quot;now&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://x.test/a?b=1&amp;c=2" data-page-head />');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<body><div id="root">\n      <!--app-html--><p>shell</p><!--/app-html-->\n    </div></body>');
  });

  it('puts a rendered page in place of the shell, its chunks ahead of the body and its data in one JSON block', () => {
    const state = { name: '</script><script>alert(1)</script>' };
    const html = template.render(renderHead({ title: 'T', description: 'D' }), {
      html: '<main>Rendered</main>',
      state,
      preloads: ['/assets/page-1.js'],
    });
    expect(html).toContain('<div id="root"><main>Rendered</main></div>');
    expect(html).not.toContain('shell');
    expect(html.indexOf('<link rel="modulepreload" crossorigin href="/assets/page-1.js" />')).toBeLessThan(html.indexOf('</head>'));
    const block = /<script type="application\/json" id="server-state">([^<]*)<\/script>\n {2}<\/body>/.exec(html);
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(state);
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('refuses a template without a description to replace or a place for the page', () => {
    expect(() => createPageTemplate('<html><head><title>x</title></head><body></body></html>')).toThrow(/description/);
    expect(() => createPageTemplate('<html><head><meta name="description" content="x" /></head><body></body></html>')).toThrow(/app-html/);
  });
});
