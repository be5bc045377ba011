import type { TBooking } from '@shared/schemas/bookings';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { clientRefundOnCancel } from '@/lib/bookings/cancel-refund';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';

// The money part of the client's cancel dialog: the exact amount the booking's
// policy refunds if they cancel now, and until when that holds
// (docs/product/cancellation-policy.md). A booking paid with a credit (the
// server says so) gets its credit back where a card would be refunded in full,
// and spends it otherwise: no half credits (docs/product/packages.md).
export function CancelRefundText({ booking, timeZone, now }: { booking: TBooking; timeZone: string; now: Date }) {
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  const refund = clientRefundOnCancel(booking, now);
  const policy = t('client-dashboard.refund.policy', { policy: t(`client-dashboard.refund.${booking.cancellationPolicy}`) });
  if (!refund) {
    return <p className="font-medium text-foreground">{t('client-dashboard.refund.notCharged')}</p>;
  }
  const price = formats.price(booking.totalPrice);
  let amount: string;
  if (booking.paidWithCredit)
    amount = refund.percent === 100 ? t('client-dashboard.refund.creditBack') : t('client-dashboard.refund.creditSpent', { policy });
  else if (refund.percent === 100) amount = t('client-dashboard.refund.full', { amount: formats.price(refund.amount) });
  else if (refund.amount > 0)
    amount = t('client-dashboard.refund.partial', { amount: formats.price(refund.amount), price, percent: refund.percent, policy });
  else amount = t('client-dashboard.refund.none', { policy, price });
  // A spent credit does not get more spent later.
  const drop = booking.paidWithCredit && refund.percent < 100 ? null : refund.drop;
  const until = drop ? { date: formats.longDate(drop.until, timeZone), time: formats.time(drop.until, timeZone) } : null;
  return (
    <>
      <p className="font-medium text-foreground" data-testid="cancel-refund">
        {amount}
      </p>
      {drop && until ? (
        <p>
          {booking.paidWithCredit
            ? t('client-dashboard.refund.untilCredit', until)
            : drop.percent === 0
              ? t('client-dashboard.refund.untilNothing', until)
              : t('client-dashboard.refund.untilPercent', { ...until, percent: drop.percent })}
        </p>
      ) : null}
    </>
  );
}
