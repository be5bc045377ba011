import { FlaskConical } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCardNumber, formatCvc, formatExpiry, type CardErrors, type CardInput } from './card-input';

type TestCardFormProps = { value: CardInput; errors: CardErrors; disabled: boolean; onChange: (next: CardInput) => void };

// Each part of the card: its label, browser autofill hint, placeholder and the
// formatting applied as the user types.
const PARTS = {
  number: { label: 'Card number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234', format: formatCardNumber },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123', format: formatCvc },
} as const;

function CardPart({ part, value, errors, disabled, onChange }: TestCardFormProps & { part: keyof typeof PARTS }) {
  const { label, autoComplete, placeholder, format } = PARTS[part];
  return (
    <FormField label={label} error={errors[part]}>
      <Input
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
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
  return (
    <div className="grid gap-4">
      <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">Test mode</p>
          <p>No real payment is made. Use a test card:</p>
          <ul className="mt-1 grid gap-0.5">
            <li>
              <span className="font-mono">4242 4242 4242 4242</span> (succeeds)
            </li>
            <li>
              <span className="font-mono">4000 0000 0000 0002</span> (declined)
            </li>
          </ul>
          <p className="mt-1">Any future expiry date and any 3-digit CVC.</p>
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
