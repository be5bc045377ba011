// The schemas' and the server's English sentences in the reader's language
// (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md): every
// sentence a source of SENTENCE_SOURCES writes has its entry in the
// validation or errors catalog (public chunk) or in app-sentences (the coach
// and admin screens', signed-in chunk), so the forms show it translated;
// English stays exactly as written.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSentencesEn } from './catalogs/app-sentences.en';
import { errorsEn } from './catalogs/errors.en';
import { validationEn } from './catalogs/validation.en';
import { findSentence, indexSentences } from '@/lib/i18n/sentence-index';
import { translateSentence } from '@/lib/i18n/translate-sentence';
import { messages as messagesDe } from 'virtual:catalogs/messages.de.js';
import { messages as messagesEs } from 'virtual:catalogs/messages.es.js';
import { messages as appMessagesDe } from 'virtual:catalogs/app-messages.de.js';
import { messages as appMessagesEs } from 'virtual:catalogs/app-messages.es.js';

const ENGLISH_SENTENCES = indexSentences({ ...validationEn, ...errorsEn, ...appSentencesEn });
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
  'shared/domain/coach-directory.ts',
  'client/components/card-form/card-input.ts',
  'server/http/error-handler.ts',
  'server/integrations/payments/test-cards.ts',
  'server/integrations/payments/test-mode-gateway.ts',
  'server/http/guards.ts',
  'server/http/same-origin.ts',
  'server/http/rate-limit/rules.ts',
  'server/features/conversations/service.ts',
  'server/jobs/interrupted-checkouts.ts',
  'server/jobs/maintenance-jobs.ts',
  // The signed-in screens' (app-sentences, signed-in chunk).
  'shared/schemas/admin.ts',
  'shared/schemas/busy-calendar.ts',
  'shared/schemas/caldav.ts',
  'shared/schemas/coach-profile.ts',
  'shared/schemas/coach-schedule.ts',
  'shared/schemas/coach-tools.ts',
  'shared/schemas/ledger.ts',
  'shared/schemas/work-queue.ts',
  'shared/schemas/no-shows.ts',
  'shared/schemas/payouts.ts',
  'shared/schemas/schedule.ts',
  'shared/schemas/vetting.ts',
  'shared/domain/booking-status.ts',
  'shared/domain/reschedule.ts',
  'shared/domain/no-shows.ts',
  'server/features/money/pro-subscription/service.ts',
  'server/integrations/calendar/busy-ical.ts',
  'server/integrations/calendar/request-failure.ts',
  // A booking's history (the admin's booking page).
  'server/features/bookings/reschedule.ts',
  'server/features/bookings/create-booking.ts',
  'server/features/no-shows/service.ts',
  'server/jobs/booking-jobs.ts',
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
    // A part ("A day") is a value inside a sentence, covered by its own entry.
    const covered = (text: string) => findSentence(ENGLISH_SENTENCES.sentences, text) ?? findSentence(ENGLISH_SENTENCES.parts, text);
    expect(sentences.filter((text) => !covered(text))).toEqual([]);
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
    expect(translateSentence('402: Your bank said no.', 'es', messagesEs)).toBe('402: Your bank said no.');
  });

  it('tells a paying client why the card was refused in their language', () => {
    expect(translateSentence('402: Your card was declined.', 'es', messagesEs)).toBe('402: Tu tarjeta ha sido rechazada.');
    expect(translateSentence('Your card has insufficient funds.', 'de', messagesDe)).toBe('Deine Karte ist nicht ausreichend gedeckt.');
  });

  it('reads the coach and admin screens’ sentences in the signed-in catalog, merged over the public one', () => {
    const de = { ...messagesDe, ...appMessagesDe };
    const es = { ...messagesEs, ...appMessagesEs };
    expect(translateSentence('Finish your coach profile first, then set your hours.', 'de', de)).toBe(
      'Vervollständige zuerst dein Coach-Profil, dann kannst du deine Zeiten festlegen.',
    );
    expect(translateSentence('This coach is already listed.', 'es', es)).toBe('Este coach ya está publicado.');
    expect(translateSentence('Your reply may be at most 1000 characters.', 'de', de)).toBe(
      'Deine Antwort darf höchstens 1000 Zeichen haben.',
    );
    expect(translateSentence('409: The calendar server had a problem (HTTP 503). We will try again.', 'es', es)).toBe(
      '409: El servidor de calendario ha tenido un problema (HTTP 503). Lo volveremos a intentar.',
    );
    // A weekday and a failed request's subject are parts, in the words their sentence needs.
    expect(translateSentence('Windows on Monday overlap: 09:00–12:00 and 11:00–13:00', 'de', de)).toBe(
      'Zeitfenster überschneiden sich am Montag: 09:00–12:00 und 11:00–13:00',
    );
    expect(translateSentence('A day can have at most 6 windows', 'es', es)).toBe('Puede haber como máximo 6 franjas en un día');
    // A booking history's reason (the admin's booking page).
    expect(translateSentence('The coach did not confirm before the start time.', 'de', de)).toBe(
      'Der Coach hat vor dem Beginn nicht bestätigt.',
    );
    expect(translateSentence('Cancelled by the client', 'es', es)).toBe('Cancelada por el cliente');
    // A date the schema wrote in English, in the reader's words.
    expect(translateSentence('Monday, January 7, 2030 already has its own hours; change that entry instead', 'de', de)).toBe(
      'Es gibt schon eigene Zeiten am Montag, 7. Januar 2030; ändere stattdessen diesen Eintrag',
    );
    expect(translateSentence('Windows on Saturday, February 2, 2030 overlap: 09:00–12:00 and 11:00–13:00', 'es', es)).toBe(
      'Hay franjas que se solapan el sábado, 2 de febrero de 2030: 09:00–12:00 y 11:00–13:00',
    );
    expect(translateSentence('The calendar server did not answer in time.', 'de', de)).toBe(
      'Der Kalenderserver hat nicht rechtzeitig geantwortet.',
    );
    expect(translateSentence('A confirmed booking cannot be changed to pending.', 'de', de)).toBe(
      'Eine Buchung mit dem Status „bestätigt“ lässt sich nicht auf „angefragt“ ändern.',
    );
    expect(translateSentence('This booking is already confirmed.', 'es', es)).toBe('Esta reserva ya está confirmada.');
    // The public and the signed-in groups together: a validation sentence still reads the same.
    expect(translateSentence('Password must be at least 8 characters', 'es', es)).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('keeps the coach and admin screens’ sentences out of the public chunk', () => {
    expect(translateSentence('Finish your coach profile first, then set your hours.', 'de', messagesDe)).toBe(
      'Finish your coach profile first, then set your hours.',
    );
    expect(Object.keys(messagesEs).filter((key) => key.includes('app-sentences.'))).toEqual([]);
  });
});
