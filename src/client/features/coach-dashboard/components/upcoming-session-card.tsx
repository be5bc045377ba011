import { CalendarClock, Check, MessageSquare, Video, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/components/report/report-dialog';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { BookingCardSummary } from '@/components/booking-card-summary';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import { useUpdateBookingStatus, type CoachStatusChange } from '../api/update-booking-status';
import { BookingActionDialog, type CancelKind } from './booking-action-dialog';
import { ProposalStatus, ProposeTimeDialog, proposalState } from './propose-time';
import { errorText } from '@/lib/error-text';

export function UpcomingSessionCard({ booking, timeZone }: { booking: TBooking; timeZone: string }) {
  const update = useUpdateBookingStatus();
  const [asking, setAsking] = useState<CancelKind | null>(null);
  const [proposing, setProposing] = useState(false);
  const proposal = proposalState(booking);
  const t = useT(coachDashboardEn);
  const formatPrice = coachFormats(useLocale()).price;
  const name = booking.clientName;

  // mutateAsync, not mutate's callbacks: a declined or cancelled card leaves the
  // list (and unmounts) before the request settles, and the toast must still show.
  const change = async (status: CoachStatusChange['status']) => {
    try {
      await update.mutateAsync({ bookingId: booking.id, status });
      toast({ title: t('coach-dashboard.updatedTitle'), description: t('coach-dashboard.updatedText') });
    } catch (error) {
      toast({ title: t('coach-dashboard.updateFailed'), description: errorText(error), variant: 'destructive' });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Card
      className="grid gap-4 p-5 sm:p-6"
      role="article"
      aria-label={t('coach-dashboard.sessionWith', { name })}
      data-testid="coach-upcoming-booking"
    >
      <BookingCardSummary
        booking={booking}
        timeZone={timeZone}
        name={booking.clientName}
        paidLabel={t('coach-dashboard.paid', { price: formatPrice(booking.totalPrice) })}
        notesTitle={t('coach-dashboard.notesFrom', { name })}
      />
      {proposal.open ? <ProposalStatus booking={booking} proposed={proposal.open} timeZone={timeZone} /> : null}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
        <ReportButton
          target={{ kind: 'user', bookingId: booking.id }}
          subject={booking.clientName}
          label={t('coach-dashboard.reportClient')}
          className="mr-auto h-9"
        />
        <Button asChild size="sm" variant="ghost">
          <Link href={`/messages/new?booking=${booking.id}`} aria-label={t('coach-dashboard.messageName', { name })}>
            <MessageSquare aria-hidden="true" />
            {t('coach-dashboard.message')}
          </Link>
        </Button>
        {proposal.canPropose ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setProposing(true)}>
            <CalendarClock aria-hidden="true" />
            {t('coach-dashboard.proposeNewTime')}
          </Button>
        ) : null}
        {booking.status === 'pending' ? (
          <>
            <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => setAsking('decline')}>
              <X aria-hidden="true" />
              {t('coach-dashboard.decline')}
            </Button>
            <Button type="button" size="sm" disabled={update.isPending} onClick={() => void change('confirmed')}>
              <Check aria-hidden="true" />
              {update.isPending && asking === null ? t('coach-dashboard.confirming') : t('coach-dashboard.confirm')}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" size="sm" variant="outline" disabled={update.isPending} onClick={() => setAsking('cancel')}>
              {t('coach-dashboard.cancel')}
            </Button>
            <Button asChild size="sm">
              <Link href={`/booking/join/${booking.id}`}>
                <Video aria-hidden="true" />
                {t('coach-dashboard.startSession')}
              </Link>
            </Button>
          </>
        )}
      </div>
      {proposal.canPropose || proposing ? (
        <ProposeTimeDialog booking={booking} timeZone={timeZone} open={proposing} onOpenChange={setProposing} />
      ) : null}
      <BookingActionDialog
        kind={asking}
        booking={booking}
        timeZone={timeZone}
        pending={update.isPending}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        onConfirm={() => void change('cancelled')}
      />
    </Card>
  );
}
