// A session's no-show case on a dashboard (docs/product/no-shows.md): where it stands, in the
// viewer's words, and the one action the viewer may take now (shown only while the server
// would accept it, by the same rules).
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { disputeRefusal, markClientAbsentRefusal, noShowWindowEnd, reportCoachAbsentRefusal } from '@shared/domain/no-shows';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { formatLongDate, formatPrice } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { StatementDialog } from './statement-dialog';

type Viewer = 'client' | 'coach';
type Action = 'client-absent' | 'coach-absent' | 'dispute';

type NoShowPanelProps = {
  booking: TBooking;
  viewer: Viewer;
  timeZone: string;
  // The viewer's other lists that show this booking (history, earnings).
  alsoRefresh?: ReadonlyArray<readonly unknown[]>;
};

function statusText(booking: TBooking, viewer: Viewer, timeZone: string): string {
  const report = booking.noShow;
  const at = (iso: string | null) => (iso ? `${formatLongDate(new Date(iso), timeZone)} at ${timeLabel(new Date(iso), timeZone)}` : '');
  const price = formatPrice(booking.totalPrice);
  const other = viewer === 'client' ? booking.coachName : booking.clientName;
  if (!report) {
    // Shown only while the viewer may still act.
    const until = at(noShowWindowEnd(new Date(booking.endTime)).toISOString());
    return viewer === 'client'
      ? `Was ${other} absent? You can report it until ${until}.`
      : `Did ${other} not attend? You can mark them absent until ${until}.`;
  }
  switch (report.state) {
    case 'client_absent':
      return viewer === 'client'
        ? `${other} marked you absent, so the ${price} you paid is not refunded.`
        : `You marked ${other} absent. The payment stays with you.`;
    case 'reported':
      return viewer === 'client'
        ? `You reported ${other} absent. Unless they dispute it by ${at(report.disputeUntil)}, you get ${price} back in full.`
        : `${other} reported that you did not attend. Dispute it by ${at(report.disputeUntil)}, or ${other} is refunded ${price} in full.`;
    case 'disputed':
      return 'Disputed: an admin will read both statements and decide whether the client is refunded in full.';
    case 'refunded':
      return viewer === 'client'
        ? `Your report that ${other} was absent was upheld: ${price} refunded in full.`
        : `${other}'s report that you were absent was upheld: ${price} refunded to the client.`;
    case 'not_refunded':
      return viewer === 'client'
        ? `An admin decided your no-show report: no refund.${report.decisionNote ? ` Note: ${report.decisionNote}` : ''}`
        : `An admin decided the no-show report: no refund; the payment stays with you.${report.decisionNote ? ` Note: ${report.decisionNote}` : ''}`;
  }
}

// The action this viewer may take on this booking now, if any.
function allowedAction(booking: TBooking, viewer: Viewer, now: Date): Action | null {
  const held = { status: booking.status, endTime: new Date(booking.endTime) };
  const report = booking.noShow
    ? { state: booking.noShow.state, disputeUntil: booking.noShow.disputeUntil ? new Date(booking.noShow.disputeUntil) : null }
    : null;
  if (viewer === 'client') return reportCoachAbsentRefusal(held, report, now) === null ? 'coach-absent' : null;
  if (disputeRefusal(report, now) === null) return 'dispute';
  return markClientAbsentRefusal(held, report, now) === null ? 'client-absent' : null;
}

const COPY: Record<Action, { button: string; title: string; label: string; submit: string; pending: string; toast: string; done: string }> =
  {
    'client-absent': {
      button: 'Mark Client Absent',
      title: 'Mark the client absent?',
      label: 'What happened? (the client sees this)',
      submit: 'Mark Absent',
      pending: 'Saving...',
      toast: 'Client marked absent',
      done: 'The client is not refunded.',
    },
    'coach-absent': {
      button: 'Report Coach Absent',
      title: 'Report that the coach did not attend',
      label: 'What happened? (the coach sees this)',
      submit: 'Send Report',
      pending: 'Sending...',
      toast: 'Report sent',
      done: 'We have told the coach. You will hear from us by e-mail.',
    },
    dispute: {
      button: 'Dispute Report',
      title: 'Dispute the no-show report',
      label: 'Your side of what happened (the client and an admin see this)',
      submit: 'Send Dispute',
      pending: 'Sending...',
      toast: 'Dispute sent',
      done: 'An admin will decide; we will e-mail you the decision.',
    },
  };

function intro(action: Action, booking: TBooking, timeZone: string) {
  const start = new Date(booking.startTime);
  const when = `${formatLongDate(start, timeZone)} at ${timeLabel(start, timeZone)}`;
  const price = formatPrice(booking.totalPrice);
  if (action === 'client-absent') {
    return (
      <p>
        Your session with {booking.clientName} on {when}: if they did not attend, mark them absent. They are not refunded the {price} they
        paid; if they say it was you who was absent, an admin decides.
      </p>
    );
  }
  if (action === 'coach-absent') {
    return (
      <>
        <p>
          Your session with {booking.coachName} on {when}: if the coach did not attend, tell us what happened.
        </p>
        <p className="font-medium text-foreground">
          {booking.noShow?.state === 'client_absent'
            ? `${booking.coachName} marked you absent, so an admin will read both statements and decide whether you get ${price} back.`
            : `You get ${price} back in full unless ${booking.coachName} disputes your report within 48 hours; then an admin decides.`}
        </p>
      </>
    );
  }
  return (
    <p>
      {booking.clientName} reported that you did not attend the session on {when}. If you were there, say what happened: an admin reads both
      statements and decides whether the client gets {price} back.
    </p>
  );
}

export function NoShowPanel({ booking, viewer, timeZone, alsoRefresh }: NoShowPanelProps) {
  const act = useBookingAction(alsoRefresh);
  const [open, setOpen] = useState(false);
  const action = allowedAction(booking, viewer, new Date());
  if (!booking.noShow && !action) return null;
  const text = statusText(booking, viewer, timeZone);
  const copy = action ? COPY[action] : null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3 text-sm" data-testid="no-show-panel">
      <p className="break-words">{text}</p>
      {action && copy ? (
        <>
          <div>
            <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
              <UserX aria-hidden="true" />
              {copy.button}
            </Button>
          </div>
          <StatementDialog
            open={open}
            onOpenChange={setOpen}
            title={copy.title}
            intro={intro(action, booking, timeZone)}
            label={copy.label}
            submitLabel={copy.submit}
            pendingLabel={copy.pending}
            pending={act.isPending}
            destructive={action === 'client-absent'}
            onSubmit={(statement) =>
              act.mutate(
                { kind: action, bookingId: booking.id, statement },
                {
                  onSuccess: () => {
                    toast({ title: copy.toast, description: copy.done });
                    setOpen(false);
                  },
                  onError: (error) => toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
                },
              )
            }
          />
        </>
      ) : null}
    </div>
  );
}
