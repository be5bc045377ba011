import { useCallback, useState } from 'react';
import { validateCard, type CardErrors, type CardInput } from './card-input';
import type { PublicConfig } from '@/lib/get-public-config';
import type { StripeConfirm } from './stripe-card-form';
import type { PaymentMethod } from './payment-method';

// The key Stripe Elements loads with, or null for the test gateway's own
// fields (also while the configuration is still loading). Here rather than
// beside the configuration, so the first download does not carry it.
export function stripePublishableKey(config: PublicConfig | undefined): string | null {
  return config?.payments.provider === 'stripe' ? (config.payments.publishableKey ?? null) : null;
}

const EMPTY_CARD: CardInput = { number: '', expiry: '', cvc: '' };

// What a card form holds while the payer fills it in, the same for booking
// checkout and the Pro subscription: the test gateway's fields and their
// errors, or Stripe Elements' confirm once its form has loaded. `fields` is
// what CardFields shows.
export function useCardEntry(stripeKey: string | null | undefined) {
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [stripeConfirm, setStripeConfirm] = useState<StripeConfirm | null>(null);
  const onStripeReady = useCallback((confirm: StripeConfirm | null) => setStripeConfirm(() => confirm), []);

  // Stripe checks its own fields; the test gateway's are checked here, and
  // their errors shown beside them, before anything is sent.
  function validate(): boolean {
    if (stripeKey) return true;
    const errors = validateCard(card);
    setCardErrors(errors);
    return Object.keys(errors).length === 0;
  }

  // What the purchase pays with, or null while it cannot be sent: the test
  // card's fields are wrong (their errors now shown) or Stripe's form has not loaded.
  function paymentMethod(): PaymentMethod | null {
    if (!validate()) return null;
    if (stripeKey) return stripeConfirm ? { kind: 'stripe', confirm: stripeConfirm } : null;
    return { kind: 'test', card };
  }

  return { card, stripeConfirm, validate, paymentMethod, fields: { stripeKey, card, cardErrors, onCardChange: setCard, onStripeReady } };
}

export type CardEntryFields = ReturnType<typeof useCardEntry>['fields'];
