import { FlaskConical } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCardNumber, formatCvc, formatExpiry, type CardErrors, type CardInput } from './card-input';
import { noticesEn } from '@/i18n/catalogs/notices.en';
import { useT } from '@/lib/i18n/i18n-context';

type TestCardFormProps = { value: CardInput; errors: CardErrors; disabled: boolean; onChange: (next: CardInput) => void };

type NoticeKey = keyof typeof noticesEn;

// Each part of the card: its label, browser autofill hint, placeholder (digits
// are the same in every language, "MM/YY" is not) and the formatting applied
// as the user types.
const PARTS: Record<
  keyof CardInput,
  { label: NoticeKey; autoComplete: string; placeholder: string | { key: NoticeKey }; format: (raw: string) => string }
> = {
  number: { label: 'notices.card.number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: {
    label: 'notices.card.expiry',
    autoComplete: 'cc-exp',
    placeholder: { key: 'notices.card.expiryPlaceholder' },
    format: formatExpiry,
  },
  cvc: { label: 'notices.card.cvc', autoComplete: 'cc-csc', placeholder: '123', format: formatCvc },
};

function CardPart({ part, value, errors, disabled, onChange }: TestCardFormProps & { part: keyof typeof PARTS }) {
  const t = useT(noticesEn);
  const { label, autoComplete, placeholder, format } = PARTS[part];
  return (
    <FormField label={t(label)} error={errors[part]}>
      <Input
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={typeof placeholder === 'string' ? placeholder : t(placeholder.key)}
        disabled={disabled}
        value={value[part]}
        onChange={(event) => onChange({ ...value, [part]: format(event.target.value) })}
      />
    </FormField>
  );
}

// Test mode (docs/product/checkout-and-fees.md#test-mode): only Stripe's public test numbers are accepted,
// so nobody types a real card into a simulated checkout.
export function TestCardForm(props: TestCardFormProps) {
  const t = useT(noticesEn);
  return (
    <div className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{t('notices.card.testMode')}</p>
          <p>{t('notices.card.noRealPayment')}</p>
          <ul className="mt-1 grid gap-0.5">
            <li>
              <span className="font-mono">4242 4242 4242 4242</span>
              {t('notices.card.succeeds')}
            </li>
            <li>
              <span className="font-mono">4000 0000 0000 0002</span>
              {t('notices.card.declined')}
            </li>
          </ul>
          <p className="mt-1">{t('notices.card.anyExpiry')}</p>
        </div>
      </div>
      <CardPart part="number" {...props} />
      <div className="grid grid-cols-2 gap-4">
        <CardPart part="expiry" {...props} />
        <CardPart part="cvc" {...props} />
      </div>
    </div>
  );
}
