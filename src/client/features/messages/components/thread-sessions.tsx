import type { TThread } from '@shared/schemas/messages';
import { StatusBadge } from '@/components/booking-badge';
import { formatShortDate, formatTimeRange } from '@/lib/bookings/format-booking';

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
const SHOWN = 3;

// The sessions the two have booked, newest first, in the viewer's zone.
export function ThreadSessions({ sessions, timeZone }: { sessions: TThread['sessions']; timeZone: string }) {
  if (sessions.length === 0) return null;
  return (
    <div className="border-b border-border bg-muted/40 px-4 py-2">
      <h3 className="sr-only">Sessions booked together</h3>
      <ul className="space-y-1">
        {sessions.slice(0, SHOWN).map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>
              Session: {formatShortDate(new Date(s.startTime), timeZone)},{' '}
              {formatTimeRange(new Date(s.startTime), new Date(s.endTime), timeZone)}
            </span>
            <StatusBadge status={s.status as Status} />
          </li>
        ))}
      </ul>
      {sessions.length > SHOWN && <p className="mt-1 text-xs text-muted-foreground">and {sessions.length - SHOWN} earlier</p>}
    </div>
  );
}
