import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { CardFields } from '@/components/card-form/card-fields';
import type { StripeConfirm } from '@/components/card-form/stripe-card-form';
import { validateCard, type CardErrors, type CardInput } from '@/components/card-form/card-input';
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
      <CardFields
        stripeKey={stripeKey}
        card={card}
        cardErrors={cardErrors}
        disabled={pending}
        onCardChange={setCard}
        onStripeReady={onStripeReady}
      />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? <Spinner label="Please wait" /> : null}
        Start Pro Subscription ($0.00 today)
      </Button>
    </form>
  );
}
