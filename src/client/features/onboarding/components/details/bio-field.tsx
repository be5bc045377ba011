import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { bioCounter } from '../../lib/bio-counter';
import { FieldError } from '@/components/ui/field-error';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

type BioFieldProps = { field: UseFormRegisterReturn; value: string; error?: string | undefined };

// A live 'N / 1000 characters' counter plus what is still needed (docs/product/coach-onboarding.md#details-form).
export function BioField({ field, value, error }: BioFieldProps) {
  const id = useId();
  const t = useT(onboardingEn);
  const counter = bioCounter(value, t);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('onboarding.aboutYou')}</Label>
      <textarea
        id={id}
        rows={8}
        maxLength={1000}
        placeholder={t('onboarding.bioPlaceholder')}

        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        className="min-h-40 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
        {...field}
      />
      <p id={`${id}-counter`} className="flex flex-wrap justify-between gap-2 text-xs" aria-live="polite">
        <span className="text-muted-foreground">{counter.count}</span>
        <span className={cn(counter.reached ? 'text-emerald-700' : 'text-amber-700')}>{counter.status}</span>
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
