import { formatPrice } from '@/lib/bookings/format-booking';

// Session price, the platform fee ($0.00 during beta, docs/product/checkout-and-fees.md#platform-fee) and the total.
export function PaymentSummary({ price }: { price: number }) {
  return (
    <dl className="grid gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Session price</dt>
        <dd>{formatPrice(price)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Platform fee</dt>
        <dd>{formatPrice(0)}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
        <dt>Total</dt>
        <dd>{formatPrice(price)}</dd>
      </div>
    </dl>
  );
}
