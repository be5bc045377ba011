// Every e-mail in every language, written for its reader: the texts of the
// reader's catalog, dates, times and money the way they read them, and the
// HTML part naming its language.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';
import {
  bookingCancelledEmails,
  bookingConfirmedEmails,
  bookingMovedEmails,
  bookingRequestEmails,
  reminderEmails,
  reviewRequestEmail,
} from './booking-emails.js';
import { noShowEmails, proposalEmail } from './change-emails.js';
import { newMessageEmail } from './message-emails.js';
import { membershipRenewalFailedEmail, membershipRenewedEmail, packageReceiptEmail } from './package-emails.js';
import type { SessionFacts } from './session-facts.js';
import { vettingEmail } from './vetting-emails.js';

const invite = { filename: 'session.ics', method: 'REQUEST' as const, content: 'BEGIN:VCALENDAR' };
const invites = { client: invite, coach: invite };

function facts(client: Locale, coach: Locale): SessionFacts {
  return {
    appName: 'Stillpoint',
    baseUrl: 'https://stillpoint.test',
    bookingId: 7,
    start: new Date('2030-05-06T12:00:00Z'),
    end: new Date('2030-05-06T13:00:00Z'),
    coachTimeZone: 'Europe/Berlin',
    clientTimeZone: 'Europe/Madrid',
    coach: { firstName: 'Elena', lastName: 'Ruiz', email: 'coach@example.com', locale: coach },
    client: { firstName: 'Lena', lastName: 'Vogel', email: 'client@example.com', locale: client },
    meetingUrl: 'https://meet.example/room',
    notes: 'Erstes Mal',
    totalPriceCents: 128_050,
    credit: { left: 2, expiresAt: new Date('2030-08-01T10:00:00Z') },
  };
}

const renewal = (f: SessionFacts) => ({
  appName: 'Stillpoint',
  baseUrl: 'https://x.test',
  client: f.client,
  coachName: 'Elena Ruiz',
  sessions: 2,
  price: 150,
  clientTimeZone: 'Europe/Madrid',
});

// Every e-mail of the product for one session, both readers in `locale`.
function everyEmail(locale: Locale): OutgoingEmail[] {
  const f = facts(locale, locale);
  return [
    ...bookingRequestEmails(f),
    ...bookingRequestEmails({ ...f, credit: undefined }),
    ...bookingConfirmedEmails(f, invites),
    ...bookingMovedEmails(f, new Date('2030-05-05T12:00:00Z'), invites),
    ...bookingMovedEmails(f, new Date('2030-05-05T12:00:00Z'), invites, true),
    ...bookingCancelledEmails(f, { state: 'refunded', amountCents: 64_025 }, invites),
    ...bookingCancelledEmails(f, { state: 'refund-pending', amountCents: 128_050 }, invites),
    ...bookingCancelledEmails(f, { state: 'no-refund' }, invites),
    ...bookingCancelledEmails(f, { state: 'not-charged' }, invites),
    ...reminderEmails(f),
    reviewRequestEmail(f),
    ...(['proposed', 'declined', 'withdrawn'] as const).map((event) => proposalEmail(f, event, new Date('2030-05-08T09:00:00Z'))),
    ...(['client-absent', 'coach-absent-reported', 'disputed', 'decided-refund', 'decided-no-refund'] as const).flatMap((event) =>
      noShowEmails(f, event, new Date('2030-05-08T12:00:00Z')),
    ),
    newMessageEmail({ appName: 'Stillpoint', baseUrl: 'https://x.test', conversationId: 3, recipient: f.client, senderName: 'Elena Ruiz' }),
    ...(['package', 'membership'] as const).map((kind) =>
      packageReceiptEmail({
        appName: 'Stillpoint',
        baseUrl: 'https://x.test',
        client: f.client,
        coachName: 'Elena Ruiz',
        kind,
        sessions: 6,
        price: 1480,
        perSession: 246.66,
        credits: 6,
        expiresAt: new Date('2030-11-01T10:00:00Z'),
        clientTimeZone: 'Europe/Madrid',
      }),
    ),
    membershipRenewedEmail({
      ...renewal(f),
      credits: 3,
      renewsOn: new Date('2030-06-06T12:00:00Z'),
      creditsUntil: new Date('2030-07-06T12:00:00Z'),
    }),
    membershipRenewalFailedEmail({ ...renewal(f), reason: 'Your card was declined.', graceUntil: new Date('2030-06-09T12:00:00Z') }),
    ...(['approved', 'rejected', 'unlisted'] as const).map((decision) =>
      vettingEmail({ appName: 'Stillpoint', baseUrl: 'https://x.test', coach: f.coach, decision, reason: 'Bitte ein Foto.' }),
    ),
  ];
}

describe.each(LOCALES)('every e-mail in %s', (locale) => {
  const mails = everyEmail(locale);

  it('fills every argument, names its language on the HTML part and keeps the plain text beside it', () => {
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/[{}]/);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.text.length).toBeGreaterThan(40);
    }
  });
});

describe('German and Spanish readers', () => {
  it('read dates, times and money their way', () => {
    const [toClientDe] = bookingRequestEmails({ ...facts('de', 'en'), credit: undefined });
    expect(toClientDe?.text).toContain('Hallo Lena,');
    expect(toClientDe?.text).toContain('Montag, 6. Mai 2030, 14:00 (Europe/Madrid)');
    // Intl puts a no-break space between the amount and the sign.
    expect(toClientDe?.text).toMatch(/Du hast 1\.280,50\s\$ bezahlt\./u);
    const [toClientEs] = bookingRequestEmails({ ...facts('es', 'en'), credit: undefined });
    expect(toClientEs?.text).toContain('Hola, Lena:');
    expect(toClientEs?.text).toContain('lunes, 6 de mayo de 2030, 14:00 (Europe/Madrid)');
    // Spanish groups thousands only from five digits on (CLDR).
    expect(toClientEs?.text).toMatch(/Has pagado 1280,50\sUS\$\./u);
  });

  it('each read their own language in one session: a German client, a Spanish coach', () => {
    const [toClient, toCoach] = bookingConfirmedEmails(facts('de', 'es'), invites);
    expect(toClient?.subject).toBe('Deine Sitzung mit Elena Ruiz ist bestätigt');
    expect(toCoach?.subject).toBe('Confirmada: sesión con Lena Vogel');
    expect(toCoach?.text).toContain('lunes, 6 de mayo de 2030, 14:00 (Europe/Berlin)');
  });

  it('count credits with the plural of their language', () => {
    const one = { ...facts('es', 'es'), credit: { left: 1, expiresAt: new Date('2030-08-01T10:00:00Z') } };
    expect(bookingRequestEmails(one)[0]?.text).toContain('te quedan 1 crédito,');
    expect(bookingRequestEmails(facts('es', 'es'))[0]?.text).toContain('te quedan 2 créditos,');
    expect(bookingRequestEmails(facts('en', 'en'))[0]?.text).toContain('2 credits left');
  });
});
