// No literal user-visible text in the translated parts of the interface: a
// text written into a component would stay English in every language. Scans
// the components of TRANSLATED for JSX text and for the attributes people
// read or hear (aria-label, title, placeholder, alt, label, eyebrow, intro,
// description), and fails with the place of each. The list grows as parts
// move to the catalogs (docs/decisions/0075-interface-languages.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('..', import.meta.url));

// Folders (every .tsx inside) and single files, relative to src/client.
const TRANSLATED = [
  'app/layout',
  'features/marketing/pages/landing-page.tsx',
  'features/marketing/components/hero-section.tsx',
  'features/marketing/components/specializations-section.tsx',
  'features/marketing/components/specialization-card.tsx',
  'features/marketing/components/testimonials-section.tsx',
  'features/marketing/components/coach-with-purpose-section.tsx',
  'features/marketing/components/about-section.tsx',
  'features/coaches/pages/coaches-page.tsx',
  'features/coaches/components/directory-filter-bar.tsx',
  'features/coaches/components/coach-card.tsx',
  'features/coaches/components/directory-pagination.tsx',
  'features/coaches/components/coach-markers.tsx',
  'features/coaches/pages/coach-profile-page.tsx',
  'features/coaches/components/profile-summary-card.tsx',
  'features/coaches/components/book-session-panel.tsx',
  'features/coaches/components/booking-calendar.tsx',
  'features/bookings/pages/booking-page.tsx',
  'features/bookings/components/checkout-review.tsx',
  'features/bookings/components/session-facts.tsx',
  'features/bookings/components/payment-summary.tsx',
  'features/bookings/components/coach-summary.tsx',
  'features/bookings/components/payment-panel.tsx',
  'features/coach-dashboard/components',
  'features/coach-dashboard/pages',
  'features/onboarding/pages',
  'features/onboarding/components/details',
  'features/onboarding/components/payment',
  'features/onboarding/components/plan',
  'features/onboarding/components/pro',
  'features/onboarding/components/register',
  'features/onboarding/components/shared',
  'features/onboarding/components/success',
];

// Names that are the same in every language.
const NOT_TRANSLATED = new Set(['Stillpoint']);
// Web addresses (an example in a placeholder) are the same in every language too.
const ADDRESS = /^https:\/\/\S*$/;

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'eyebrow', 'intro', 'description', 'text']);

function componentFiles(path: string): string[] {
  const full = join(CLIENT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => join(full, name));
}

const hasWords = (text: string) => /\p{L}/u.test(text) && !NOT_TRANSLATED.has(text.trim()) && !ADDRESS.test(text.trim());

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(`${relative(CLIENT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text.trim()}"`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined;
      if (literal && hasWords(literal.text)) at(node, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the translated parts of the interface', () => {
  it('render no literal text', () => {
    expect(TRANSLATED.flatMap(componentFiles).flatMap(literalTexts)).toEqual([]);
  });

  it('the check finds a literal text when there is one', () => {
    const probe = join(CLIENT, 'i18n', 'literal-strings.probe.tsx');
    expect(literalTexts(probe)).toEqual([
      'i18n/literal-strings.probe.tsx:5 "Hello there"',
      'i18n/literal-strings.probe.tsx:6 "Close"',
      'i18n/literal-strings.probe.tsx:7 "Search"',
    ]);
  });
});
