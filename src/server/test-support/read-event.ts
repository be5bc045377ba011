// Reads a calendar event back with ical.js, a parser other than the one that
// writes it (ical-generator), so a test sees the times as a calendar program
// would: each local time through the VTIMEZONE the document itself carries
// (ical.js knows no zone but UTC unless it is given one).
import ICAL from 'ical.js';

export type ReadEvent = {
  uid: string;
  start: { zone: string; instant: string };
  end: { zone: string; instant: string };
  // The TZIDs of the document's VTIMEZONE components.
  vtimezones: string[];
};

export function readEvent(text: string): ReadEvent {
  const root = new ICAL.Component(ICAL.parse(text));
  const vtimezones = root.getAllSubcomponents('vtimezone').map((vtz) => {
    const zone = new ICAL.Timezone(vtz);
    ICAL.TimezoneService.register(zone);
    return zone.tzid;
  });
  const vevent = root.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  const event = new ICAL.Event(vevent);
  const time = (t: ICAL.Time) => ({ zone: t.zone?.tzid ?? 'floating', instant: t.toJSDate().toISOString() });
  return { uid: event.uid, start: time(event.startDate), end: time(event.endDate), vtimezones };
}
