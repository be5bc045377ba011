// Building blocks of every e-mail: HTML escaping (names, notes and comments are
// user content), times written in a named zone, and one simple layout.
import { isValidTimeZone } from '../../../../shared/domain/time-zone.js';
import type { OutgoingEmail } from '../email-message.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one, and
// every booking e-mail formats several times: one pair per zone, kept (the
// zones are the IANA names this runtime knows, a bounded set).
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(timeZone: string) {
  let pair = formatters.get(timeZone);
  if (!pair) {
    pair = {
      date: new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }),
    };
    formatters.set(timeZone, pair);
  }
  return pair;
}

function partsIn(instant: Date, timeZone: string) {
  const { date: dateFormat, time: timeFormat } = formattersFor(timeZone);
  const date = dateFormat.formatToParts(instant);
  const pick = (type: string) => date.find((p) => p.type === type)?.value ?? '';
  return { date: `${pick('weekday')} ${pick('day')} ${pick('month')} ${pick('year')}`, time: timeFormat.format(instant) };
}

/** "Monday 6 May 2030, 2:00 PM (Europe/Berlin)" */
export function formatInZone(instant: Date, timeZone: string): string {
  const { date, time } = partsIn(instant, timeZone);
  return `${date}, ${time} (${timeZone})`;
}

/**
 * A client whose zone we know reads the time in it. Until their browser has
 * told us (at checkout) they get the coach's zone and UTC:
 * "Monday 6 May 2030, 2:00 PM (Europe/Berlin) / 12:00 PM UTC".
 * The UTC part names the date too when it differs from the coach's date.
 */
export function formatForClient(instant: Date, coachTimeZone: string, clientTimeZone: string | null = null): string {
  // Checked again so a zone this runtime does not know can never lose the e-mail.
  if (clientTimeZone && isValidTimeZone(clientTimeZone)) return formatInZone(instant, clientTimeZone);
  const local = formatInZone(instant, coachTimeZone);
  if (coachTimeZone === 'UTC' || coachTimeZone === 'Etc/UTC') return local;
  const inZone = partsIn(instant, coachTimeZone);
  const utc = partsIn(instant, 'UTC');
  return utc.date === inZone.date ? `${local} / ${utc.time} UTC` : `${local} / ${utc.date}, ${utc.time} UTC`;
}

export type EmailBody = {
  to: string;
  subject: string;
  greeting: string;
  // Plain-text paragraphs; escaped for the HTML part.
  paragraphs: string[];
  action?: { label: string; url: string };
  invite?: OutgoingEmail['invite'];
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
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#4f46e5;margin:0 0 24px">${escapeHtml(appName)}</h1>
${paragraphsHtml}
${actionHtml}
<p style="margin:32px 0 0;color:#6b7280;font-size:12px">${escapeHtml(appName)}</p>
</body></html>`;
  return { to: body.to, subject: body.subject, text: textParts.join('\n\n'), html, ...(body.invite ? { invite: body.invite } : {}) };
}
