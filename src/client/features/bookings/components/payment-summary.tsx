import { bookingFormats } from '@/lib/bookings/booking-formats';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// Session price, the platform fee ($0.00 during beta, docs/product/checkout-and-fees.md#platform-fee) and the total.
export function PaymentSummary({ price }: { price: number }) {
  const t = useT(checkoutEn);
  const formatPrice = bookingFormats(useLocale()).price;
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('checkout.sessionPrice')}</dt>
        <dd>{formatPrice(price)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t('checkout.platformFee')}</dt>
        <dd>{formatPrice(0)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>{t('checkout.total')}</dt>
        <dd>{formatPrice(price)}</dd>
      </div>
    </dl>
  );
}
