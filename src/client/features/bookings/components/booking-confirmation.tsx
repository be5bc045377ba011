import { CheckCircle2, Mail } from 'lucide-react';
import { Link } from 'wouter';
import type { TBooking } from '@shared/schemas/bookings';
import type { TCoach } from '@shared/schemas/coaches';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';
import { BookingBadge } from '@/components/booking-badge';
import { CoachSummary } from './coach-summary';
import { PaymentSummary } from './payment-summary';
import { SessionFacts } from './session-facts';

type BookingConfirmationProps = { coach: TCoach; booking: TBooking; timeZone: string; paidAt: Date };

export function BookingConfirmation({ coach, booking, timeZone, paidAt }: BookingConfirmationProps) {
  const t = useT(checkoutEn);
  const formats = clientFormats(useLocale());
  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardHeader className="items-center text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-teal" />
        <h1 className="font-serif text-3xl font-semibold tracking-tight">{t('checkout.titleConfirmed')}</h1>
        <BookingBadge tone="upcoming">{t('checkout.confirmedBadge')}</BookingBadge>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CoachSummary coach={coach} />
        <SessionFacts startTime={booking.startTime} sessionLength={booking.sessionLength} timeZone={timeZone} />
        <div className="grid gap-1.5">
          <h2 className="text-sm font-semibold">{t('checkout.yourNotes')}</h2>
          <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{booking.notes || t('checkout.noNotes')}</p>
        </div>
        <div className="grid gap-3 rounded-lg border bg-muted/50 p-4">
          <h2 className="text-sm font-semibold">{t('checkout.paymentSummary')}</h2>
          <PaymentSummary price={booking.totalPrice} />
          <p className="flex items-center gap-2 text-sm font-medium text-teal">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {t('checkout.paidOn', { date: formats.longDate(paidAt, timeZone) })}
          </p>
        </div>
        <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-indigo-950">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>{t('checkout.coachWillConfirm', { name: coach.firstName })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild variant="outline">
            <Link href={`/coaches/${coach.id}`}>{t('checkout.coachProfile')}</Link>
          </Button>
          <Button asChild>
            <Link href="/user-dashboard">{t('checkout.viewBookings')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
