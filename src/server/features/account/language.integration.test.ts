// The language of a person's pages and e-mails (DECISIONS section 16): chosen
// at registration from the visitor's choice or their browser, changed on the
// account, and used for the e-mails each party receives.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/schemas/account.js';
import { emailOutbox, users } from '../../db/schema.js';
import { checkout, NOW, slotSequence } from '../../test-support/bookings.js';
import { coachWithSession } from '../../test-support/coaches.js';
import { sessionCookieOf, signIn } from '../../test-support/sign-in.js';
import { callEndpoint, createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as api from '../../../shared/api/api-routes.generated.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
});
afterAll(async () => {
  await t.close();
});

let registered = 0;
async function register(headers: Record<string, string>) {
  registered += 1;
  const name = `lang${registered}${Date.now() % 100000}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers,
    payload: {
      username: name,
      email: `${name}@example.com`,
      password: 'calm-waters-42',
      firstName: 'Lena',
      lastName: 'Vogel',
      role: 'client',
    },
  });
  expect(response.statusCode).toBe(201);
  return { cookie: sessionCookieOf(response), user: response.json() };
}
const me = async (cookie: string) => (await callEndpoint(t.app, api.getCurrentUser, { cookie })).json();

describe('the language of an account', () => {
  it("starts in the browser's best supported language, a region matched by its language", async () => {
    expect((await register({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).user.locale).toBe('de');
    // "xx" and "yy": codes of no language, so not spoken here whichever languages are configured.
    expect((await register({ 'accept-language': 'xx-XX,es;q=0.8,en;q=0.3' })).user.locale).toBe('es');
    expect((await register({ 'accept-language': 'xx-XX,yy;q=0.5' })).user.locale).toBe('en');
    expect((await register({})).user.locale).toBe('en');
  });

  it("starts in the language the visitor chose with the switcher, over the browser's", async () => {
    expect((await register({ 'accept-language': 'de-DE', cookie: 'lang=es' })).user.locale).toBe('es');
    // A cookie naming no language we speak is ignored.
    expect((await register({ 'accept-language': 'de-DE', cookie: 'lang=xx' })).user.locale).toBe('de');
  });

  it('is changed on the account and kept; anything but a supported language is refused and changes nothing', async () => {
    const { cookie } = await register({ 'accept-language': 'en-US' });
    const changed = await callEndpoint(t.app, api.changeLanguage, { cookie, invalidBody: { locale: 'es' } as object });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ locale: 'es' });
    expect(changed.body).not.toMatch(/argon2|passwordHash/);
    expect((await me(cookie)).locale).toBe('es');

    // The users table checks only a code's form: a well-formed code of a language
    // not configured is refused here (docs/decisions/0083-adding-a-language.md).
    for (const payload of [{ locale: 'xx' }, { locale: 'EN' }, { locale: '' }, {}, { locale: 'es', role: 'admin' }]) {
      const refused = await callEndpoint(t.app, api.changeLanguage, { cookie, invalidBody: payload as object });
      expect(refused.statusCode).toBe(400);
    }
    expect((await callEndpoint(t.app, api.changeLanguage, { cookie, invalidBody: { locale: 'xx' } as object })).json()).toMatchObject({
      errors: { locale: ACCOUNT_MESSAGES.language },
    });
    expect((await me(cookie)).locale).toBe('es');
    expect((await callEndpoint(t.app, api.changeLanguage, { invalidBody: { locale: 'de' } as object })).statusCode).toBe(401);
  });

  it('is a two-letter code in the users table, which names no language (a new one needs no migration)', async () => {
    const { user } = await register({ 'accept-language': 'en-US' });
    const setLocale = (locale: string) =>
      t.db
        .update(users)
        .set({ locale: locale as 'en' })
        .where(eq(users.id, user.id));
    await expect(setLocale('xx')).resolves.toBeDefined();
    for (const malformed of ['EN', 'eng', 'de-DE', '']) await expect(setLocale(malformed)).rejects.toThrow();
    await setLocale('en');
  });
});

describe('e-mails in each reader’s language', () => {
  it("writes the client's booking e-mail in German and the coach's in English", async () => {
    const coach = await coachWithSession(t);
    const client = await signIn(t, { role: 'client', firstName: 'Lena', lastName: 'Vogel' });
    expect(
      (await callEndpoint(t.app, api.changeLanguage, { cookie: client.cookie, invalidBody: { locale: 'de' } as object })).statusCode,
    ).toBe(200);
    const { response } = await checkout(t.app, client.cookie, coach.id, slotSequence()());
    expect(response.statusCode).toBe(201);

    const [clientRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, client.id));
    const [coachRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, coach.userId));
    const rows = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(10);
    const toClient = rows.find((r) => r.toAddress === clientRow?.email);
    const toCoach = rows.find((r) => r.toAddress === coachRow?.email);
    expect(toClient?.subject).toBe('Deine Anfrage an Mia Calm ist unterwegs');
    expect(toClient?.textBody).toContain('Hallo Lena,');
    // German dates and money: "Montag, 7. Januar 2030, 10:00 (Europe/Berlin)", "85,00 $".
    expect(toClient?.textBody).toMatch(
      /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. \p{L}+ 2030, \d{2}:\d{2}/u,
    );
    expect(toClient?.textBody).toMatch(/Du hast \d+,\d{2}\s\$ bezahlt\./u);
    expect(toClient?.htmlBody).toContain('<html lang="de">');
    expect(toCoach?.subject).toBe('New booking request from Lena Vogel — please confirm');
    expect(toCoach?.htmlBody).toContain('<html lang="en">');
  });

  it("words each party's calendar invitation in their language, for the same event", async () => {
    const coach = await coachWithSession(t);
    const client = await signIn(t, { role: 'client', firstName: 'Lena', lastName: 'Vogel' });
    expect(
      (await callEndpoint(t.app, api.changeLanguage, { cookie: client.cookie, invalidBody: { locale: 'es' } as object })).statusCode,
    ).toBe(200);
    const { response } = await checkout(t.app, client.cookie, coach.id, slotSequence()());
    const bookingId: number = response.json().id;
    const confirmed = await callEndpoint(t.app, api.updateBookingStatus, {
      params: { id: bookingId },
      cookie: coach.cookie,
      body: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);

    const rows = (await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(20)).filter((r) =>
      r.icsAttachment?.includes(`booking-${bookingId}@`),
    );
    const [clientRow] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, client.id));
    // The stored attachment is the invitation as JSON: its iCalendar text is `content`.
    const content = (stored: string | null | undefined) => (JSON.parse(stored ?? '{}') as { content?: string }).content ?? '';
    const toClient = content(rows.find((r) => r.toAddress === clientRow?.email)?.icsAttachment);
    const toCoach = content(rows.find((r) => r.toAddress !== clientRow?.email)?.icsAttachment);
    expect(toClient).toContain('SUMMARY:Sesión de mindfulness: Mia Calm con Lena Vogel');
    expect(toCoach).toContain('SUMMARY:Mindfulness session: Mia Calm with Lena Vogel');
    const uid = (ics: string) => /UID:([^\r\n]+)/.exec(ics)?.[1];
    expect(uid(toClient)).toBeDefined();
    expect(uid(toClient)).toBe(uid(toCoach));
  });
});
