import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, renderHead } from './head-html.js';
import { createPageTemplate } from './page-template.js';

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
    '<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="built" />\n    <title>Built</title>\n    <script type="module" src="/a.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );

  it('replaces the built title and description with the page’s, ahead of the scripts', () => {
    const html = template.render(renderHead({ title: 'A & B', description: 'Calm "now"', canonical: 'https://x.test/a?b=1&c=2' }));
    expect(html).not.toContain('Built');
    expect(html).not.toContain('content="built"');
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Calm &quot;now&quot;" />');
    expect(html).toContain('<link rel="canonical" href="https://x.test/a?b=1&amp;c=2" data-page-head />');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('refuses a template without a description to replace', () => {
    expect(() => createPageTemplate('<html><head><title>x</title></head><body></body></html>')).toThrow(/description/);
  });
});
