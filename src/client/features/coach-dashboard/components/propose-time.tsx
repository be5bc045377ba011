// The coach's side of a proposed new time (docs/product/reschedule.md#the-coach-proposes):
// "Propose New Time" while the booking may still be moved, then the proposal waiting for the
// client, which the coach may withdraw.
import { CalendarClock } from 'lucide-react';
import { fullRefundUntil } from '@shared/domain/cancellation-policy';
import { openProposal, rescheduleRefusal } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { NewTimeDialog } from '@/components/new-time-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { errorText } from '@/lib/error-text';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT, type Translate } from '@/lib/i18n/i18n-context';
import { coachFormats, type CoachFormats } from '../lib/coach-formats';
import { partsAround } from '@/lib/i18n/message-parts';

type Props = { booking: TBooking; timeZone: string };

type T = Translate<keyof typeof coachDashboardEn>;

const whenIn = (t: T, formats: CoachFormats) => (at: Date, timeZone: string) =>
  t('coach-dashboard.when', { date: formats.longDate(at, timeZone), time: formats.time(at, timeZone) });

// What the card shows: the open proposal, the button to make one, or nothing.
export function proposalState(booking: TBooking) {
  const now = new Date();
  const start = new Date(booking.startTime);
  const proposed = booking.proposal ? new Date(booking.proposal.startTime) : null;
  const open = openProposal({ ...booking, startTime: start, proposedStartTime: proposed }, now);
  return { open, canPropose: !open && rescheduleRefusal({ ...booking, startTime: start }, now) === null };
}

export function ProposalStatus({ booking, proposed, timeZone }: Props & { proposed: Date }) {
  const act = useBookingAction();
  const t = useT(coachDashboardEn);
  const when = whenIn(t, coachFormats(useLocale()));
  const [before, after] = partsAround((mark) => t('coach-dashboard.youProposed', { when: mark, name: booking.clientName }));
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-indigo-200 bg-indigo-50/70 p-3 text-sm">
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
        <span>
          {before}
          <strong>{when(proposed, timeZone)}</strong>
          {after}
        </span>
      </p>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={act.isPending}
        onClick={() =>
          act.mutate(
            { kind: 'dismiss-proposal', bookingId: booking.id },
            {
              onSuccess: () => toast({ title: t('coach-dashboard.withdrawnTitle'), description: t('coach-dashboard.withdrawnText') }),
              onError: (error) =>
                toast({ title: t('coach-dashboard.withdrawFailed'), description: errorText(error), variant: 'destructive' }),
            },
          )
        }
      >
        {act.isPending ? t('coach-dashboard.withdrawing') : t('coach-dashboard.withdraw')}
      </Button>
    </div>
  );
}

export function ProposeTimeDialog(props: Props & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { booking, timeZone, onOpenChange } = props;
  const act = useBookingAction();
  const start = new Date(booking.startTime);
  const until = fullRefundUntil(booking.cancellationPolicy, start);
  const t = useT(coachDashboardEn);
  const when = whenIn(t, coachFormats(useLocale()));
  const name = booking.clientName;
  return (
    <NewTimeDialog
      {...props}
      title={t('coach-dashboard.proposeTitle')}
      intro={
        <>
          <p>{t('coach-dashboard.proposeIntro', { name, when: when(start, timeZone) })}</p>
          <p>{t('coach-dashboard.proposeLapses', { when: when(until, timeZone) })}</p>
        </>
      }
      keepLabel={t('coach-dashboard.keepCurrentTime')}
      submitLabel={(time) => (time ? t('coach-dashboard.proposeAt', { time }) : t('coach-dashboard.proposeTime'))}
      pendingLabel={t('coach-dashboard.proposing')}
      pending={act.isPending}
      onSubmit={(startTime) =>
        act.mutate(
          { kind: 'propose', bookingId: booking.id, startTime },
          {
            onSuccess: () => {
              toast({ title: t('coach-dashboard.proposedTitle'), description: t('coach-dashboard.proposedText', { name }) });
              onOpenChange(false);
            },
            onError: (error) => toast({ title: t('coach-dashboard.proposeFailed'), description: errorText(error), variant: 'destructive' }),
          },
        )
      }
    />
  );
}
