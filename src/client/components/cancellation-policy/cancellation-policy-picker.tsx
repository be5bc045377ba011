import { useId } from 'react';
import { CANCELLATION_POLICIES, type CancellationPolicy } from '@shared/domain/cancellation-policy';
import { noticesEn } from '@/i18n/catalogs/notices.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

type PickerProps = {
  value: CancellationPolicy;
  onChange: (policy: CancellationPolicy) => void;
  disabled?: boolean;
  error?: string | undefined;
};

// The coach's choice of policy (docs/product/cancellation-policy.md), one
// radio per preset with the rule a client will read, in onboarding and on the edit screen.
export function CancellationPolicyPicker({ value, onChange, disabled, error }: PickerProps) {
  const t = useT(noticesEn);
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="sr-only">{t('notices.policy.label')}</legend>
      {CANCELLATION_POLICIES.map((policy) => (
        <label
          key={policy}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            value === policy ? 'border-primary bg-primary/5' : 'border-input hover:bg-muted/50',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            type="radio"
            name={name}
            value={policy}
            checked={value === policy}
            disabled={disabled}
            onChange={() => onChange(policy)}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="grid gap-1">
            <span className="font-medium">{t(`notices.policy.${policy}`)}</span>
            <span className="text-sm text-muted-foreground">{t(`notices.policy.${policy}Summary`)}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
