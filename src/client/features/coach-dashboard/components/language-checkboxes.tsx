import { COACHING_LANGUAGES, type CoachingLanguage } from '@shared/domain/coaching-languages';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { languageName } from '@/lib/i18n/language-names';
import { cn } from '@/lib/utils';

type LanguageCheckboxesProps = {
  value: CoachingLanguage[];
  onChange: (codes: CoachingLanguage[]) => void;
  error?: string | undefined;
};

// The languages a coach coaches in, each named in the reader's language.
export function LanguageCheckboxes({ value, onChange, error }: LanguageCheckboxesProps) {
  const locale = useLocale();
  const t = useT(coachProfileEditEn);
  const toggle = (code: CoachingLanguage) => onChange(value.includes(code) ? value.filter((v) => v !== code) : [...value, code]);
  return (
    <fieldset aria-describedby={error ? 'coaching-languages-error' : undefined} aria-invalid={error ? true : undefined}>
      <legend className="sr-only">{t('coach-profile-edit.languagesLegend')}</legend>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {COACHING_LANGUAGES.map((code) => {
          const checked = value.includes(code);
          return (
            <label
              key={code}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary/5' : 'bg-card hover:bg-muted/60',
              )}
            >
              <input type="checkbox" className="size-4 shrink-0 accent-primary" checked={checked} onChange={() => toggle(code)} />
              <span className="font-medium">{languageName(code, locale)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="coaching-languages-error" role="alert" className="mt-2 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
