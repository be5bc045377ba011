// The coach's proposed new time on the client's upcoming session (docs/product/reschedule.md#the-coach-proposes):
// accept it (the session moves and is confirmed) or decline it (nothing changes).
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { MAX_RESCHEDULES } from '@shared/domain/reschedule';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { errorText } from '@/lib/error-text';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';

export function ProposalBanner({ booking, proposedStart, timeZone }: { booking: TBooking; proposedStart: string; timeZone: string }) {
  const act = useBookingAction();
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  const [confirming, setConfirming] = useState(false);
  const proposed = new Date(proposedStart);
  const current = new Date(booking.startTime);
  const when = (at: Date) => t('client-dashboard.dateAtTime', { date: formats.longDate(at, timeZone), time: formats.time(at, timeZone) });
  const movesLeftAfter = MAX_RESCHEDULES - booking.rescheduleCount - 1;

  const accept = () =>
    act.mutate(
      { kind: 'accept-proposal', bookingId: booking.id, startTime: proposedStart },
      {
        onSuccess: () => {
          toast({
            title: t('client-dashboard.bookingMoved'),
            description: t('client-dashboard.proposal.acceptedText', { when: when(proposed) }),
          });
          setConfirming(false);
        },
        onError: (error) => {
          toast({ title: t('client-dashboard.proposal.acceptFailed'), description: errorText(error), variant: 'destructive' });
          setConfirming(false);
        },
      },
    );
  const decline = () =>
    act.mutate(
      { kind: 'dismiss-proposal', bookingId: booking.id },
      {
        onSuccess: () =>
          toast({
            title: t('client-dashboard.proposal.declined'),
            description: t('client-dashboard.proposal.declinedText', { when: when(current) }),
          }),
        onError: (error) =>
          toast({ title: t('client-dashboard.proposal.declineFailed'), description: errorText(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="grid gap-3 rounded-lg border border-indigo-200 bg-indigo-50/70 p-3 text-sm" data-testid="proposal-banner">
      <p className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
        <span>
          {t('client-dashboard.proposal.text', { name: booking.coachName })}
          <strong>{when(proposed)}</strong>
          {t('client-dashboard.proposal.textEnd')}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => setConfirming(true)} disabled={act.isPending}>
          {t('client-dashboard.proposal.accept')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={decline} disabled={act.isPending}>
          {act.isPending && !confirming ? t('client-dashboard.proposal.declining') : t('client-dashboard.proposal.decline')}
        </Button>
      </div>
      <ConfirmAlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!act.isPending) setConfirming(open);
        }}
        title={t('client-dashboard.proposal.title')}
        description={
          <>
            <p>{t('client-dashboard.proposal.moves', { name: booking.coachName, from: when(current), to: when(proposed) })}</p>
            <p>
              {movesLeftAfter > 0
                ? t('client-dashboard.proposal.countsAsMove', { max: MAX_RESCHEDULES })
                : t('client-dashboard.reschedule.lastMove')}
            </p>
          </>
        }
        cancelLabel={t('client-dashboard.keepCurrentTime')}
        actionLabel={t('client-dashboard.proposal.accept')}
        pending={act.isPending}
        pendingLabel={t('client-dashboard.moving')}
        onConfirm={accept}
      />
    </div>
  );
}
