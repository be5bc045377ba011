import { CheckCircle2, CircleDashed } from 'lucide-react';
import type { TBooking } from '@shared/schemas/bookings';
import { StatusBadge } from '@/components/booking-badge';
import { BookingCardDetails } from '@/components/booking-card-details';
import { bookingCardEn } from '@/i18n/catalogs/booking-card.en';
import { useT } from '@/lib/i18n/i18n-context';

type Props = {
  booking: TBooking;
  timeZone: string;
  // The other party, as the card's heading.
  name: string;
  paidLabel: string;
  notesTitle: string;
};

// The top of an upcoming-session card, for the client and the coach alike:
// who it is with, whether it is paid, its status, when and where, the notes.
export function BookingCardSummary({ booking, timeZone, name, paidLabel, notesTitle }: Props) {
  const t = useT(bookingCardEn);
  const paid = booking.paymentStatus === 'paid';
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className={`mt-1 flex items-center gap-1.5 text-sm ${paid ? 'text-teal' : 'text-amber-800'}`}>
            {paid ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <CircleDashed aria-hidden="true" className="size-4" />}
            {paid ? paidLabel : t('booking-card.paymentPending')}
          </p>
        </div>
        <StatusBadge status={booking.status} />
      </div>
      <BookingCardDetails booking={booking} timeZone={timeZone} />
      {booking.notes ? (
        <div className="rounded-lg bg-muted/60 p-3 text-sm">
          <p className="font-medium">{notesTitle}</p>
          <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">{booking.notes}</p>
        </div>
      ) : null}
    </>
  );
}
