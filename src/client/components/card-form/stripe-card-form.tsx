// Stripe mode only, and loaded lazily: @stripe/stripe-js never downloads in
// test mode. The card is confirmed with Stripe in the browser, so card data
// never reaches our server (docs/product/checkout-and-fees.md#stripe-mode).
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { Label } from '@/components/ui/label';
import { PaymentDeclinedError } from '@/lib/payment-errors';
import { FieldError } from '@/components/ui/field-error';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useT } from '@/lib/i18n/i18n-context';

export type StripeConfirm = (clientSecret: string) => Promise<void>;

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

type StripeCardFormProps = { publishableKey: string; onReady: (confirm: StripeConfirm | null) => void };

export function StripeCardForm({ publishableKey, onReady }: StripeCardFormProps) {
  const t = useT(checkoutEn);
  const mountRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let active = true;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (!active || !mountRef.current) return;
        if (!stripe) throw new Error('Stripe did not load');
        const element = stripe.elements().create('card');
        element.mount(mountRef.current);
        card = element;
        onReady(async (clientSecret) => {
          // A SetupIntent (seti_...) saves the card without charging it: the Pro
          // subscription's free beta trial. Everything else is a payment.
          const result = clientSecret.startsWith('seti_')
            ? await stripe.confirmCardSetup(clientSecret, { payment_method: { card: element } })
            : await stripe.confirmCardPayment(clientSecret, { payment_method: { card: element } });
          if (result.error) throw new PaymentDeclinedError(result.error.message ?? 'Your card was declined.');
        });
      })
      .catch(() => {
        if (active) setLoadError(true);
      });
    return () => {
      active = false;
      card?.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  return (
    <div className="grid gap-1.5">
      <Label>{t('checkout.cardDetails')}</Label>
      <div ref={mountRef} className="rounded-md border border-input bg-card px-3 py-3" />
      {loadError ? <FieldError>{t('checkout.cardLoadFailed')}</FieldError> : null}
    </div>
  );
}
