// Building blocks of every e-mail: HTML escaping (names, notes and comments are
// user content), times written in a named zone, and one simple layout.
import { formatDollars } from '../../../../shared/domain/money.js';
import { isValidTimeZone } from '../../../../shared/domain/time-zone.js';
import { INTL_TAG, type Locale } from '../../../../shared/i18n/locales.js';
import type { OutgoingEmail } from '../email-message.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and
// every booking e-mail formats several times: one pair per language and zone,
// kept (the zones are the IANA names this runtime knows, a bounded set).
type DateTimeFormats = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
const formatters = new Map<string, DateTimeFormats>();

// English keeps the form its e-mails have always had ("Monday 6 May 2030, 2:00 PM");
// other languages take their own order and the 24-hour clock.
function createFormats(locale: Locale, timeZone: string): DateTimeFormats {
  if (locale === 'en') {
    return {
      date: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    };
  }
  return {
    date: new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
    time: new Intl.DateTimeFormat(INTL_TAG[locale], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }),
  };
}

function formattersFor(timeZone: string, locale: Locale) {
  const key = `${locale} ${timeZone}`;
  let pair = formatters.get(key);
  if (!pair) {
    pair = createFormats(locale, timeZone);
    formatters.set(key, pair);
  }
  return pair;
}

function partsIn(instant: Date, timeZone: string, locale: Locale) {
  const { date: dateFormat, time: timeFormat } = formattersFor(timeZone, locale);
  if (locale !== 'en') return { date: dateFormat.format(instant), time: timeFormat.format(instant) };
  const date = dateFormat.formatToParts(instant);
  const pick = (type: string) => date.find((p) => p.type === type)?.value ?? '';
  return { date: `${pick('weekday')} ${pick('day')} ${pick('month')} ${pick('year')}`, time: timeFormat.format(instant) };
}

/** "Monday 6 May 2030, 2:00 PM (Europe/Berlin)"; in German "Montag, 6. Mai 2030, 14:00 (Europe/Berlin)" */
export function formatInZone(instant: Date, timeZone: string, locale: Locale = 'en'): string {
  const { date, time } = partsIn(instant, timeZone, locale);
  return `${date}, ${time} (${timeZone})`;
}

/**
 * A client whose zone we know reads the time in it. Until their browser has
 * told us (at checkout) they get the coach's zone and UTC:
 * "Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC".
 * The UTC part names the date too when it differs from the coach's date.
 */
export function formatForClient(instant: Date, coachTimeZone: string, clientTimeZone: string | null = null, locale: Locale = 'en'): string {
  // Checked again so a zone this runtime does not know can never lose the e-mail.
  if (clientTimeZone && isValidTimeZone(clientTimeZone)) return formatInZone(instant, clientTimeZone, locale);
  const local = formatInZone(instant, coachTimeZone, locale);
  if (coachTimeZone === 'UTC' || coachTimeZone === 'Etc/UTC') return local;
  const inZone = partsIn(instant, coachTimeZone, locale);
  const utc = partsIn(instant, 'UTC', locale);
  return utc.date === inZone.date ? `${local} / ${utc.time} UTC` : `${local} / ${utc.date}, ${utc.time} UTC`;
}

// English keeps "$85.00" (the checkout's form); other languages write US
// dollars their own way ("85,00 $", "85,00 US$").
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
export function formatMoney(cents: number, locale: Locale): string {
  if (locale === 'en') return formatDollars(cents / 100);
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAG[locale], { style: 'currency', currency: 'USD' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

export type EmailBody = {
  to: string;
  subject: string;
  greeting: string;
  // Plain-text paragraphs; escaped for the HTML part.
  paragraphs: string[];
  action?: { label: string; url: string };
  invite?: OutgoingEmail['invite'];
  // The reader's language, named on the HTML part so mail clients read it aloud right.
  locale?: Locale;
};

export function renderEmail(appName: string, body: EmailBody): OutgoingEmail {
  const textParts = [body.greeting, ...body.paragraphs];
  if (body.action) textParts.push(`${body.action.label}: ${body.action.url}`);
  textParts.push(`— ${appName}`);
  const paragraphsHtml = [body.greeting, ...body.paragraphs]
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const actionHtml = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${body.locale ?? 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4f46e5;margin:0 0 24px">${escapeHtml(appName)}</h1>
${paragraphsHtml}
${actionHtml}
<p style="margin:32px 0 0;color:#6b7280;font-size:12px">${escapeHtml(appName)}</p>
</body></html>`;
  return { to: body.to, subject: body.subject, text: textParts.join('\n\n'), html, ...(body.invite ? { invite: body.invite } : {}) };
}
