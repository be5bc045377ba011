import type { TSpecializationList } from '@shared/schemas/specializations';
import { specializationColor } from '@/lib/specializations/specialization-colors';
import { cn } from '@/lib/utils';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useT } from '@/lib/i18n/i18n-context';

type SpecializationCheckboxesProps = {
  options: TSpecializationList;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string | undefined;
};

export function SpecializationCheckboxes({ options, value, onChange, error }: SpecializationCheckboxesProps) {
  const t = useT(coachProfileEditEn);
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset aria-describedby={error ? 'specializations-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="sr-only">{t('coach-profile-edit.specializations')}</legend>

      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const checked = value.includes(option.id);
          return (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? specializationColor(option.colorClass).badge : 'bg-card hover:bg-muted/60',
              )}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={checked}
                onChange={() => toggle(option.id)}
              />
              <span className="font-medium">{option.name}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="specializations-error" role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
