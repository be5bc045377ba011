import type { TCalDavWeekResponse } from '@shared/schemas/caldav';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { useCalDavWeek } from '../api/caldav';

const DAY_MS = 24 * 60 * 60 * 1000;

// The same '9:30 AM' labels as every other page, in the coach's zone.
const time = (iso: string, timeZone: string) => timeLabel(new Date(iso), timeZone);
const dayKey = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });

function Day({ week, day }: { week: TCalDavWeekResponse; day: string }) {
  const { timeZone } = week;
  const open = week.openSlots.filter((s) => dayKey(s, timeZone) === day);
  const booked = week.bookings.filter((b) => dayKey(b.start, timeZone) === day);
  const busy = week.busy.filter((b) => dayKey(b.start, timeZone) === day);
  // Bookings and busy blocks in the order of the day, as a calendar shows them.
  const taken = [...booked.map((b) => ({ ...b, source: null })), ...busy].sort((a, b) => a.start.localeCompare(b.start));
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <li className="grid gap-1 rounded-lg border p-2 text-xs">
      <p className="font-medium">{label}</p>
      <p className="text-muted-foreground">
        {open.length === 0
          ? 'No open times'
          : `${open.length} open ${open.length === 1 ? 'time' : 'times'}, ${time(open[0]!, timeZone)} to ${time(open[open.length - 1]!, timeZone)}`}
      </p>
      {taken.map((b) =>
        b.source === null ? (
          <p key={`booked${b.start}`} className="rounded bg-primary/10 px-1.5 py-0.5">
            Booked {time(b.start, timeZone)}–{time(b.end, timeZone)}
          </p>
        ) : (
          <p key={`${b.source}${b.start}`} className="rounded bg-muted px-1.5 py-0.5">
            Busy {time(b.start, timeZone)}–{time(b.end, timeZone)} · {b.source}
          </p>
        ),
      )}
    </li>
  );
}

// "What clients see": your hours minus bookings minus busy times, for the coming week.
export function CalDavWeek() {
  const query = useCalDavWeek(true);
  if (query.isPending) return null;
  if (query.isError)
    return (
      <p className="text-sm text-destructive" role="alert">
        {errorText(query.error)}
      </p>
    );
  const week = query.data;
  // Noon of each day: a day of 23 or 25 hours (a clock change) moves midnight, never noon, to another date.
  const days = Array.from({ length: 7 }, (_, i) =>
    dayKey(new Date(new Date(week.from).getTime() + i * DAY_MS + DAY_MS / 2).toISOString(), week.timeZone),
  );
  return (
    <section aria-labelledby="caldav-week-heading" className="grid gap-2">
      <h3 id="caldav-week-heading" className="text-sm font-medium">
        What clients see this week
      </h3>
      <p className="text-xs text-muted-foreground">Your hours minus bookings minus busy times. Times shown in {week.timeZone}.</p>
      <ul className="grid gap-2">
        {[...new Set(days)].map((day) => (
          <Day key={day} week={week} day={day} />
        ))}
      </ul>
    </section>
  );
}
