import { Skeleton } from '@/components/ui/skeleton';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { cn } from '@/lib/utils';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

type SpecializationsFieldProps = { value: number[]; onChange: (ids: number[]) => void };

// Checkbox cards; optional during onboarding (docs/product/coach-onboarding.md#details-form).
export function SpecializationsField({ value, onChange }: SpecializationsFieldProps) {
  const { data, isLoading, isError } = useSpecializations();
  const t = useT(onboardingEn);
  if (isLoading) return <Skeleton className="h-32 w-full" />;
  if (isError || !data) return <p className="text-sm text-destructive">{t('onboarding.specializationsFailed')}</p>;
  const selected = new Set(value);
  const toggle = (id: number) => onChange(selected.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset>
      <legend className="sr-only">{t('onboarding.specializations')}</legend>

      <div className="grid gap-3 sm:grid-cols-2">
        {data.map((item) => {
          const checked = selected.has(item.id);
          return (
            <label
              key={item.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                checked ? 'border-primary bg-secondary/60' : 'border-border hover:bg-muted',
              )}
            >
              <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-primary" checked={checked} onChange={() => toggle(item.id)} />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{item.name}</span>
                <span className="line-clamp-2 text-xs text-muted-foreground">{item.description}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
