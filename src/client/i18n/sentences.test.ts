// The schemas' and the server's English sentences in the reader's language
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md): every
// sentence a source of SENTENCE_SOURCES writes has its entry in the
// validation or errors catalog, so the forms show it translated; English
// stays exactly as written.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorsEn } from './catalogs/errors.en';
import { validationEn } from './catalogs/validation.en';
import { findSentence, indexSentences } from '@/lib/i18n/sentence-index';
import { translateSentence } from '@/lib/i18n/translate-sentence';
import { messages as messagesDe } from 'virtual:catalogs/messages.de.js';
import { messages as messagesEs } from 'virtual:catalogs/messages.es.js';

const ENGLISH_SENTENCES = indexSentences({ ...validationEn, ...errorsEn });
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// Relative to src. The list grows as the other schemas' sentences get their entries.
const SENTENCE_SOURCES = [
  'shared/schemas/auth.ts',
  'shared/schemas/account.ts',
  'shared/schemas/bookings.ts',
  'shared/schemas/availability.ts',
  'shared/schemas/messages.ts',
  'shared/schemas/reviews.ts',
  'shared/schemas/reports.ts',
  'shared/schemas/series.ts',
  'shared/schemas/packages.ts',
  'shared/schemas/programs.ts',
  'client/components/card-form/card-input.ts',
  'server/http/error-handler.ts',
  'server/http/guards.ts',
  'server/http/same-origin.ts',
  'server/http/rate-limit/rules.ts',
];

// A sentence: a string or template starting with a capital and holding a
// space; a template's ${...} stands for any value.
function sentencesOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(`${ROOT}${path}`, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    if (ts.isTemplateExpression(node)) found.push([node.head.text, ...node.templateSpans.map((span) => `7${span.literal.text}`)].join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((text) => /^[A-Z]/.test(text) && text.includes(' '));
}

describe('the sentences of the schemas and the server', () => {
  it.each(SENTENCE_SOURCES)('%s: each has its entry in the catalogs', (path) => {
    const sentences = sentencesOf(path);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.filter((text) => !findSentence(ENGLISH_SENTENCES.sentences, text))).toEqual([]);
  });

  it('reads in German and Spanish, with the values they carry', () => {
    expect(translateSentence('Username must be at least 3 characters', 'de', messagesDe)).toBe(
      'Der Benutzername braucht mindestens 3 Zeichen',
    );
    expect(translateSentence('Password must be at least 8 characters', 'es', messagesEs)).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
    expect(translateSentence('12 seats are already sold. The capacity cannot be lower.', 'de', messagesDe)).toBe(
      '12 Plätze sind schon verkauft. Weniger Plätze gehen nicht.',
    );
  });

  it('keeps the status in front of a toast’s text and translates a part inside a sentence', () => {
    expect(translateSentence('401: Invalid username or password', 'de', messagesDe)).toBe('401: Benutzername oder Passwort ist falsch');
    expect(translateSentence('Too many booking attempts. Please try again in 60 minutes.', 'es', messagesEs)).toBe(
      'Demasiados intentos de reserva. Inténtalo de nuevo en 60 minutos.',
    );
    expect(translateSentence('Too many booking attempts. Please try again in a minute.', 'de', messagesDe)).toBe(
      'Zu viele Buchungsversuche. Bitte versuch es in einer Minute noch einmal.',
    );
  });

  it('leaves English, and any text it does not know, as it is', () => {
    expect(translateSentence('Username must be at least 3 characters', 'en', messagesDe)).toBe('Username must be at least 3 characters');
    expect(translateSentence('A coach wrote this 30 minutes', 'de', messagesDe)).toBe('A coach wrote this 30 minutes');
    expect(translateSentence('402: Your card was declined.', 'es', messagesEs)).toBe('402: Your card was declined.');
  });
});
