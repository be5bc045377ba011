import { useState } from 'react';
import { Repeat } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate, formatTimeRange } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { useCancelFollowing, useConfirmSeries, useMySeries } from '@/lib/series/series-api';

type SeriesGroupsProps = { timeZone: string; viewer: 'client' | 'coach' };

const UPCOMING = new Set(['pending', 'confirmed']);

// Both dashboards show a weekly series as one group (docs/product/series.md):
// its next session, how many remain and how they are paid. Each session is
// also an ordinary booking in the lists, where it is moved or cancelled.
export function SeriesGroups({ timeZone, viewer }: SeriesGroupsProps) {
  const seriesQuery = useMySeries();
  const confirm = useConfirmSeries();
  const cancel = useCancelFollowing();
  // When the dashboard opened: which sessions still count as remaining.
  const [now] = useState(() => Date.now());
  const groups = (seriesQuery.data ?? [])
    .map((series) => ({
      series,
      remaining: series.occurrences.filter((o) => UPCOMING.has(o.status) && Date.parse(o.endTime) > now),
    }))
    .filter((g) => g.remaining.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Repeat aria-hidden="true" className="h-5 w-5 text-primary" />
          Weekly series
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {groups.map(({ series, remaining }) => {
          const next = remaining[0];
          const credits = remaining.filter((o) => o.paidWith === 'credit').length;
          const pending = remaining.some((o) => o.status === 'pending');
          return (
            <section
              key={series.id}
              className="grid gap-2 rounded-lg border p-4"
              aria-label={`Series with ${viewer === 'client' ? series.coachName : series.clientName}`}
            >
              <h3 className="font-medium">
                {viewer === 'client' ? series.coachName : series.clientName} · {series.cadenceWeeks === 1 ? 'Every week' : 'Every 2 weeks'}
              </h3>
              {next && (
                <p className="text-sm">
                  Next session: {formatLongDate(new Date(next.startTime), timeZone)},{' '}
                  {formatTimeRange(new Date(next.startTime), new Date(next.endTime), timeZone)}
                </p>
              )}
              <p className="text-sm text-muted-foreground">
                {remaining.length} {remaining.length === 1 ? 'session remains' : 'sessions remain'}
                {credits === remaining.length
                  ? ', each paid with a credit'
                  : `, ${credits} paid with credits, ${remaining.length - credits} by card`}
                {pending ? ' · waiting for the coach to confirm' : ''}
              </p>
              {viewer === 'coach' && pending && (
                <Button
                  type="button"
                  size="sm"
                  className="justify-self-start"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(series.id)}
                >
                  Confirm the series
                </Button>
              )}
              {next && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(next.bookingId)}
                >
                  Cancel the next session and all later ones
                </Button>
              )}
              {cancel.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(cancel.error)}
                </p>
              )}
              {confirm.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(confirm.error)}
                </p>
              )}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
