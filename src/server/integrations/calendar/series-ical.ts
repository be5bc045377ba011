// A weekly series as calendars expect it (DECISIONS section 13,
// docs/product/series.md): ONE event with an RRULE for the rhythm, an EXDATE
// for every usual time that holds no session (dropped at checkout, or
// cancelled), and an override (RECURRENCE-ID) for every session moved off
// its usual time. The rule is written in the coach's zone (TZID with its
// VTIMEZONE), so "Tuesdays 09:00" stays 09:00 across daylight-saving changes
// as the series itself does (src/shared/domain/series.ts). Written as text:
// ical-generator writes RRULE and EXDATE only in one zone for the whole event
// and cannot mark one occurrence's RECURRENCE-ID in the coach's zone.
import { seriesStarts } from '../../../shared/domain/series.js';
import { eventZone, type EventZone } from './event-zone.js';

export type SeriesEventSession = {
  index: number;
  start: Date;
  end: Date;
  status: 'pending' | 'confirmed' | 'cancelled' | 'completed';
};

export type SeriesEvent = {
  seriesId: number;
  firstStartTime: Date;
  cadenceWeeks: number;
  count: number;
  timeZone: string;
  summary: string;
  sessionMinutes: number;
  sessions: SeriesEventSession[];
  // Revision number: a calendar replaces its copy of the event only when it grows.
  sequence: number;
};

export function seriesUid(seriesId: number, domain = 'stillpoint.app'): string {
  return `series-${seriesId}@${domain}`;
}

// 20300108T090000Z
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

// NAME;TZID=Europe/Berlin:20300108T090000, or NAME:...Z in UTC (no zone, or a
// wall time repeated at fall-back, which readers resolve differently).
function timeLine(name: string, instant: Date, zone: EventZone | null): string {
  if (!zone || zone.repeatedHour(instant)) return `${name}:${utcStamp(instant)}`;
  const w = zone.wallTime(instant);
  return `${name};TZID=${zone.tzid}:${pad(w.year, 4)}${pad(w.month)}${pad(w.day)}T${pad(w.hour)}${pad(w.minute)}${pad(w.second)}`;
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

// RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space).
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function statusOf(sessions: SeriesEventSession[]): string {
  if (sessions.every((s) => s.status === 'cancelled')) return 'CANCELLED';
  return sessions.some((s) => s.status === 'confirmed' || s.status === 'completed') ? 'CONFIRMED' : 'TENTATIVE';
}

/**
 * The series' VEVENTs (the rule and its overrides) and the VTIMEZONE they
 * need, as lines without the VCALENDAR around them. `stamp` is DTSTAMP.
 */
export async function seriesComponents(event: SeriesEvent, stamp: Date): Promise<{ vtimezone: string | null; lines: string[] }> {
  const zone = await eventZone(event.timeZone);
  const usual = seriesStarts(event.firstStartTime, event.cadenceWeeks, event.count, event.timeZone);
  const byIndex = new Map(event.sessions.map((s) => [s.index, s]));
  const uid = seriesUid(event.seriesId);
  const lengthMs = event.sessionMinutes * 60_000;
  const common = [`UID:${uid}`, `SEQUENCE:${event.sequence}`, `DTSTAMP:${utcStamp(stamp)}`, `SUMMARY:${escapeText(event.summary)}`];

  const excluded: Date[] = [];
  const overrides: string[][] = [];
  usual.forEach((at, index) => {
    if (!at) return;
    const session = byIndex.get(index);
    if (!session || session.status === 'cancelled') excluded.push(at);
    else if (session.start.getTime() !== at.getTime())
      overrides.push([
        'BEGIN:VEVENT',
        ...common,
        timeLine('RECURRENCE-ID', at, zone),
        timeLine('DTSTART', session.start, zone),
        timeLine('DTEND', session.end, zone),
        `STATUS:${statusOf([session])}`,
        'END:VEVENT',
      ]);
  });

  const master = [
    'BEGIN:VEVENT',
    ...common,
    timeLine('DTSTART', event.firstStartTime, zone),
    timeLine('DTEND', new Date(event.firstStartTime.getTime() + lengthMs), zone),
    `RRULE:FREQ=WEEKLY;INTERVAL=${event.cadenceWeeks};COUNT=${event.count}`,
    ...excluded.map((at) => timeLine('EXDATE', at, zone)),
    `STATUS:${statusOf(event.sessions)}`,
    'END:VEVENT',
  ];
  return { vtimezone: zone?.vtimezone ?? null, lines: [...master, ...overrides.flat()].map(fold) };
}

/** Adds series events (and their zones, once each) to a whole VCALENDAR document. */
export async function withSeries(calendar: string, events: SeriesEvent[], stamp: Date): Promise<string> {
  if (events.length === 0) return calendar;
  const zones = new Map<string, string>();
  const lines: string[] = [];
  for (const event of events) {
    const built = await seriesComponents(event, stamp);
    if (built.vtimezone) zones.set(event.timeZone, built.vtimezone.trim().split(/\r?\n/).join('\r\n'));
    lines.push(...built.lines);
  }
  const end = calendar.lastIndexOf('END:VCALENDAR');
  const insert = [...zones.values(), ...lines].join('\r\n') + '\r\n';
  return calendar.slice(0, end) + insert + calendar.slice(end);
}

/**
 * The invitation e-mailed to a party of a series (docs/product/series.md):
 * the whole series as one event, the same UID as in the coach's feed, so every
 * update replaces what the reader's calendar holds. METHOD:REQUEST while any
 * session is left (cancelled ones are EXDATEs); METHOD:CANCEL once none is.
 */
export async function buildSeriesInvite(
  appName: string,
  event: SeriesEvent,
  stamp: Date,
): Promise<{ content: string; method: 'REQUEST' | 'CANCEL' }> {
  const method = event.sessions.every((s) => s.status === 'cancelled') ? 'CANCEL' : 'REQUEST';
  const built = await seriesComponents(event, stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    fold(`PRODID:-//${escapeText(appName)}//series//EN`),
    `METHOD:${method}`,
    ...(built.vtimezone ? built.vtimezone.trim().split(/\r?\n/) : []),
    ...built.lines,
    'END:VCALENDAR',
  ];
  return { content: lines.join('\r\n') + '\r\n', method };
}
