import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { CardErrors, CardInput } from './card-input';
import type { StripeConfirm } from './stripe-card-form';
import { TestCardForm } from './test-card-form';
import { noticesEn } from '@/i18n/catalogs/notices.en';
import { useT } from '@/lib/i18n/i18n-context';

// Loaded lazily so @stripe/stripe-js never downloads in test mode (docs/product/checkout-and-fees.md#stripe-mode).
const StripeCardForm = lazy(async () => ({ default: (await import('./stripe-card-form')).StripeCardForm }));

type CardFieldsProps = {
  // Stripe Elements when the server runs with Stripe, the built-in test gateway's fields otherwise.
  stripeKey: string | null | undefined;
  card: CardInput;
  cardErrors: CardErrors;
  disabled: boolean;
  onCardChange: (card: CardInput) => void;
  onStripeReady: (confirm: StripeConfirm | null) => void;
};

// The card entry shared by booking checkout and the Pro subscription.
export function CardFields({ stripeKey, card, cardErrors, disabled, onCardChange, onStripeReady }: CardFieldsProps) {
  const t = useT(noticesEn);
  if (!stripeKey) return <TestCardForm value={card} errors={cardErrors} disabled={disabled} onChange={onCardChange} />;
  return (
    <Suspense fallback={<Spinner label={t('notices.card.loading')} />}>
      <StripeCardForm publishableKey={stripeKey} onReady={onStripeReady} />
    </Suspense>
  );
}
