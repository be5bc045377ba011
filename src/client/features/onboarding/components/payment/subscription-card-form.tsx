import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { StripeCardForm, type StripeConfirm } from '@/features/bookings/components/stripe-card-form';
import { TestCardForm } from '@/features/bookings/components/test-card-form';
import { validateCard, type CardErrors, type CardInput } from '@/features/bookings/lib/card-input';
import { plainMessage } from '@/features/bookings/lib/payment-errors';
import { confirmSubscription } from '../../api/subscription-api';
import { stepPath } from '../../lib/onboarding-steps';

type SubscriptionCardFormProps = { clientSecret: string; stripeKey: string | null };

const FALLBACK = 'An unexpected error occurred.';

// The card form for the Pro subscription: the built-in test gateway by
// default, Stripe Elements when the server runs with Stripe (docs/product/checkout-and-fees.md#pro-subscription).
export function SubscriptionCardForm({ clientSecret, stripeKey }: SubscriptionCardFormProps) {
  const [, navigate] = useLocation();
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  const onStripeReady = useCallback((confirm: StripeConfirm | null) => setStripeConfirm(() => confirm), []);

  async function pay() {
    setFailure(null);
    if (!stripeKey) {
      const errors = validateCard(card);
      setCardErrors(errors);
      if (Object.keys(errors).length > 0) return;
    }
    setPending(true);
    try {
      if (stripeKey) {
        if (!stripeConfirm) throw new Error('The payment form is still loading.');
        await stripeConfirm(clientSecret);
        await confirmSubscription(clientSecret);
      } else {
        await confirmSubscription(clientSecret, { number: card.number.replace(/\s/g, ''), expiry: card.expiry, cvc: card.cvc });
      }
      toast({ title: 'Payment Successful', description: 'Your Pro subscription has been activated.' });
      navigate(stepPath('success', 'pro'));
    } catch (error) {
      const message = plainMessage(error) || FALLBACK;
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
      {stripeKey ? (
        <StripeCardForm publishableKey={stripeKey} onReady={onStripeReady} />
      ) : (
        <TestCardForm value={card} errors={cardErrors} disabled={pending} onChange={setCard} />
      )}
      {failure ? (
        <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm font-medium text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? <Spinner label="Please wait" /> : null}
        Start Pro Subscription ($0.00 today)
      </Button>
    </form>
  );
}
