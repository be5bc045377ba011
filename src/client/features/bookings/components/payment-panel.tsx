import { Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PublicConfig } from '@/lib/get-public-config';
import type { CardEntryFields } from '@/components/card-form/use-card-entry';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import type { CancellationPolicy } from '@shared/domain/cancellation-policy';
import { ScopeNotice } from '@/components/scope-notice';
import { CancellationPolicyNote } from '@/components/cancellation-policy/cancellation-policy-note';
import { PaymentSummary } from './payment-summary';
import { CardFields } from '@/components/card-form/card-fields';
import { FormAlert } from '@/components/ui/field-error';

type PaymentPanelProps = {
  coachId: number;
  price: number;
  cancellationPolicy: CancellationPolicy;
  config: PublicConfig | undefined;
  cardFields: CardEntryFields;
  paymentError: string | null;
  processing: boolean;
  onPay: () => void;
};

export function PaymentPanel(props: PaymentPanelProps) {
  const { coachId, price, cancellationPolicy, config, cardFields, paymentError, processing, onPay } = props;
  const t = useT(checkoutEn);
  const formatPrice = bookingFormats(useLocale()).price;
  return (
    <div className="grid gap-6">
      <PaymentSummary price={price} />
      {!config ? <Spinner label={t('checkout.loadingPaymentForm')} /> : <CardFields {...cardFields} disabled={processing} />}
      <FormAlert>{paymentError}</FormAlert>
      <CancellationPolicyNote policy={cancellationPolicy} />
      <ScopeNotice />
      <p className="text-sm text-muted-foreground">{t('checkout.notChargedYet')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link href={`/coaches/${coachId}`}>{t('checkout.cancel')}</Link>
        </Button>
        <Button type="button" onClick={onPay} disabled={processing || !config} className="sm:min-w-36">
          {processing ? (
            <>
              <Loader2 aria-hidden="true" className="animate-spin" />
              {t('checkout.processing')}
            </>
          ) : (
            t('checkout.pay', { price: formatPrice(price) })
          )}
        </Button>
      </div>
    </div>
  );
}
