// No literal user-visible text in the interface: a text written into a
// component would stay English in every language. Scans every component
// under src/client (but the short NOT_YET list) for JSX text and for the
// attributes people read or hear (aria-label, title, placeholder, alt,
// label, eyebrow, intro, description, text), and fails with the place of
// each (docs/decisions/0075-interface-languages.md).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = fileURLToPath(new URL('..', import.meta.url));

// Files (relative to src/client) still allowed to hold literal text, each
// with the reason. Every other .tsx under src/client is checked; the list
// only shrinks.
const NOT_YET: Record<string, string> = {};

// Names that are the same in every language.
const NOT_TRANSLATED = new Set(['Stillpoint']);
// Web addresses (an example in a placeholder) are the same in every language too.
const ADDRESS = /^https:\/\/\S*$/;

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'eyebrow', 'intro', 'description', 'text']);

// Every component under src/client; tests and the probe (literal on purpose) are left out.
function componentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return componentFiles(full);
    return name.endsWith('.tsx') && !name.includes('.test.') && !name.includes('.probe.') ? [full] : [];
  });
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

describe('the interface', () => {
  const checked = componentFiles(CLIENT).filter((file) => !(relative(CLIENT, file) in NOT_YET));

  it('renders no literal text outside the NOT_YET list', () => {
    expect(checked.flatMap(literalTexts)).toEqual([]);
  });

  it('NOT_YET names only files that exist and still hold literal text', () => {
    const stale = Object.keys(NOT_YET).filter((path) => {
      const full = join(CLIENT, path);
      return !existsSync(full) || literalTexts(full).length === 0;
    });
    expect(stale).toEqual([]);
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
