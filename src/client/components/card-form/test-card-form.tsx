import { FlaskConical } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCardNumber, formatCvc, formatExpiry, type CardErrors, type CardInput } from './card-input';

type TestCardFormProps = { value: CardInput; errors: CardErrors; disabled: boolean; onChange: (next: CardInput) => void };

// Test mode (docs/product/checkout-and-fees.md#test-mode): only Stripe's public test numbers are accepted,
// so nobody types a real card into a simulated checkout.
export function TestCardForm({ value, errors, disabled, onChange }: TestCardFormProps) {
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
      <FormField label="Card number" error={errors.number}>
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          disabled={disabled}
          value={value.number}
          onChange={(event) => onChange({ ...value, number: formatCardNumber(event.target.value) })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            disabled={disabled}
            value={value.expiry}
            onChange={(event) => onChange({ ...value, expiry: formatExpiry(event.target.value) })}
          />
        </FormField>
        <FormField label="CVC" error={errors.cvc}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            disabled={disabled}
            value={value.cvc}
            onChange={(event) => onChange({ ...value, cvc: formatCvc(event.target.value) })}
          />
        </FormField>
      </div>
    </div>
  );
}
