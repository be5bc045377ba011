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

type SubscriptionCardFormProps = { clientSecret: string; stripeKey: string | null };

const FALLBACK = 'An unexpected error occurred.';

// The card form for the Pro subscription: the built-in test gateway by
// default, Stripe Elements when the server runs with Stripe (docs/product/checkout-and-fees.md#pro-subscription).
export function SubscriptionCardForm({ clientSecret, stripeKey }: SubscriptionCardFormProps) {
  const [, navigate] = useLocation();
  const entry = useCardEntry(stripeKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function pay() {
    setFailure(null);
    if (!entry.validate()) return;
    setPending(true);
    try {
      if (stripeKey) {
        if (!entry.stripeConfirm) throw new Error('The payment form is still loading.');
        await entry.stripeConfirm(clientSecret);
        await confirmSubscription(clientSecret);
      } else {
        const { card } = entry;
        await confirmSubscription(clientSecret, { number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc });
      }
      toast({ title: 'Payment Successful', description: 'Your Pro subscription has been activated.' });
      navigate(stepPath('success', 'pro'));
    } catch (error) {
      const message = errorMessage(error, FALLBACK);
      setFailure(message);
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
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
        {pending ? <Spinner label="Please wait" /> : null}
        Start Pro Subscription ($0.00 today)
      </Button>
    </form>
  );
}
