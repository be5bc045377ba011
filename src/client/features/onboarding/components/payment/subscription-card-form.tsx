import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { CardFields } from '@/components/card-form/card-fields';
import { useCardEntry } from '@/components/card-form/use-card-entry';
import { confirmSubscription } from '../../api/subscription-api';
import { stepPath } from '../../lib/onboarding-steps';
import { errorMessage } from '@/lib/error-text';
import { FormAlert } from '@/components/ui/field-error';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type SubscriptionCardFormProps = { clientSecret: string; stripeKey: string | null };

// The card form for the Pro subscription: the built-in test gateway by
// default, Stripe Elements when the server runs with Stripe (docs/product/checkout-and-fees.md#pro-subscription).
export function SubscriptionCardForm({ clientSecret, stripeKey }: SubscriptionCardFormProps) {
  const [, navigate] = useLocation();
  const entry = useCardEntry(stripeKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const t = useT(onboardingEn);
  const today = bookingFormats(useLocale()).price(0);

  async function pay() {
    setFailure(null);
    if (!entry.validate()) return;
    setPending(true);
    try {
      if (stripeKey) {
        if (!entry.stripeConfirm) throw new Error(t('onboarding.stillLoading'));
        await entry.stripeConfirm(clientSecret);
        await confirmSubscription(clientSecret);
      } else {
        const { card } = entry;
        await confirmSubscription(clientSecret, { number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc });
      }
      toast({ title: t('onboarding.paymentSuccessful'), description: t('onboarding.paymentSuccessfulText') });
      navigate(stepPath('success', 'pro'));
    } catch (error) {
      const message = errorMessage(error, t('onboarding.unexpected'));
      setFailure(message);
      toast({ title: t('onboarding.paymentFailed'), description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <CardFields {...entry.fields} disabled={pending} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? <Spinner label={t('onboarding.pleaseWait')} /> : null}
        {t('onboarding.startPro', { price: today })}
      </Button>
    </form>
  );
}
