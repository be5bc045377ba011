// Times of a calendar event in the coach's own zone (DTSTART;TZID=... with a
// VTIMEZONE), so the coach's calendar shows the session as local time that
// follows the zone's rules, as events the coach types in do. The VTIMEZONE
// comes from timezones-ical-library (built from the IANA database); wall
// times come from Temporal (the polyfill: Node 20 has none). Both are loaded
// on first use, not at server start-up (bench/startup).
import type * as TzLib from 'timezones-ical-library';
import type { Temporal as TemporalNs } from 'temporal-polyfill';

type Libs = { tzlib: typeof TzLib; known: Set<string>; Temporal: typeof TemporalNs };
let loading: Promise<Libs> | undefined;
const loadLibs = () =>
  (loading ??= Promise.all([import('timezones-ical-library'), import('temporal-polyfill')]).then(([tzlib, polyfill]) => {
    const names = tzlib.tzlib_get_timezones();
    // Its names, aliases included; asked first because it reports an unknown name on the console.
    return { tzlib, known: new Set(Array.isArray(names) ? names : []), Temporal: polyfill.Temporal };
  }));

export type EventZone = {
  // The zone's name as the VTIMEZONE spells it: an alias ('Asia/Calcutta')
  // becomes its canonical name ('Asia/Kolkata'), which DTSTART must repeat.
  tzid: string;
  vtimezone: string;
  // The instant as the zone's wall time.
  wallTime(instant: Date): TemporalNs.ZonedDateTime;
  // Whether that wall time comes round twice (the hour repeated when clocks
  // go back). RFC 5545 reads such a local time as its first occurrence, but
  // readers differ (ical.js takes the second), so that instant is written in
  // UTC, which every reader takes the same way.
  repeatedHour(instant: Date): boolean;
};

// Null for UTC (and its aliases) and for a zone the library does not know:
// then the event is written in UTC ('...Z'), which is exact too.
export async function eventZone(timeZone: string): Promise<EventZone | null> {
  const { tzlib, known, Temporal } = await loadLibs();
  if (!known.has(timeZone)) return null;
  const block = tzlib.tzlib_get_ical_block(timeZone);
  const vtimezone = Array.isArray(block) ? block[0] : undefined;
  const tzid = vtimezone ? /^TZID:(.+)$/m.exec(vtimezone)?.[1]?.trim() : undefined;
  if (!vtimezone || !tzid || tzid === 'Etc/UTC') return null;
  const wallTime = (instant: Date) => Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(tzid);
  return {
    tzid,
    vtimezone,
    wallTime,
    repeatedHour(instant) {
      const wall = wallTime(instant).toPlainDateTime();
      const first = wall.toZonedDateTime(tzid, { disambiguation: 'earlier' });
      const second = wall.toZonedDateTime(tzid, { disambiguation: 'later' });
      return first.epochMilliseconds !== second.epochMilliseconds;
    },
  };
}
