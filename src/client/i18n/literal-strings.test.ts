// No literal user-visible text in the interface: a text written into a
// component would stay English in every language. Scans every component
// under src/client (but the short NOT_YET list) for JSX text and for the
// attributes people read or hear (aria-label, title, placeholder, alt,
// label, eyebrow, intro, description, text), and fails with the place of
// each, also when the attribute is given a constant, a template or a condition
// (docs/decisions/0075-interface-languages.md).
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

// The constants of a file, to follow an attribute given a name (aria-label={label}).
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

// The texts an attribute's value can be: a literal or a template (its fixed
// parts), either branch of a condition or a fallback, a constant of the file
// holding one; never a call's arguments (t('key') gives a catalog's text).
function textsOf(expression: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string[] {
  if (depth > 5) return [];
  const next = (inner: ts.Expression) => textsOf(inner, constants, depth + 1);
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression))
    return [[expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')];
  if (ts.isParenthesizedExpression(expression)) return next(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...next(expression.whenTrue), ...next(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(expression.operatorToken.kind)
  )
    return [...next(expression.left), ...next(expression.right)];
  if (ts.isIdentifier(expression)) {
    const initializer = constants.get(expression.text);
    return initializer ? next(initializer) : [];
  }
  return [];
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = constantsOf(source);
  const found: string[] = [];
  const at = (node: ts.Node, text: string) =>
    found.push(`${relative(CLIENT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text.trim()}"`);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) at(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const expression = ts.isStringLiteral(value) ? value : ts.isJsxExpression(value) ? value.expression : undefined;
      for (const text of expression ? textsOf(expression, constants) : []) if (hasWords(text)) at(node, text);
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
      'i18n/literal-strings.probe.tsx:6 "Hello there"',
      'i18n/literal-strings.probe.tsx:7 "Close"',
      'i18n/literal-strings.probe.tsx:8 "Search"',
      // Through a constant, a template's fixed parts and both branches; a fallback.
      'i18n/literal-strings.probe.tsx:9 "Inbox (  new)"',
      'i18n/literal-strings.probe.tsx:9 "Inbox"',
      'i18n/literal-strings.probe.tsx:9 "Someone"',
    ]);
  });
});
