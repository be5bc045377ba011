import { timeLabel } from '@/lib/time-labels';
import type { PreviewDay } from '@/lib/schedule-form/schedule-preview';
import { dateLabel } from './date-label';

type Props = { week: PreviewDay[] | null; timeZone: string };

// What clients would see over the next 7 days, in the coach's zone, before saving.
export function SchedulePreviewList({ week, timeZone }: Props) {
  return (
    <section aria-labelledby="schedule-preview-heading" className="grid gap-3">
      <div>
        <h3 id="schedule-preview-heading" className="text-base font-semibold">
          Preview: the next 7 days
        </h3>
        <p className="text-xs text-muted-foreground">Open times clients would see, in {timeZone}, with these settings.</p>
      </div>
      {week === null ? (
        <p className="text-sm text-muted-foreground">Fix the messages above to see the preview.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Open times over the next 7 days">
          {week.map((day) => (
            <li key={day.date} className="grid gap-1 rounded-md border p-2 text-sm" data-testid={`preview-${day.date}`}>
              <p className="font-medium">{dateLabel(day.date)}</p>
              {day.slots.length === 0 ? (
                <p className="text-muted-foreground">No open times</p>
              ) : (
                <p className="flex flex-wrap gap-1">
                  {day.slots.map((slot) => (
                    <span key={slot.toISOString()} className="rounded bg-secondary/60 px-1.5 py-0.5 text-xs tabular-nums">
                      {timeLabel(slot, timeZone)}
                    </span>
                  ))}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
