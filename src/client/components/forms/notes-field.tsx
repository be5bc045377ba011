import { useId } from 'react';
import { NOTES_MAX } from '@shared/domain/booking-notes';
import { Label } from '@/components/ui/label';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { useT } from '@/lib/i18n/i18n-context';

type NotesFieldProps = {
  label: string;
  value: string;
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
  max?: number;
};

// A multi-line text box with a live character counter (at most 2000).
export function NotesField({ label, value, disabled, placeholder, onChange, max = NOTES_MAX }: NotesFieldProps) {
  const t = useT(formsEn);
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={4}
        maxLength={max}
        disabled={disabled}
        placeholder={placeholder}
        aria-describedby={`${id}-count`}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, max))}
        className="min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm"
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted-foreground">
        {t('forms.characterCount', { count: value.length, max })}
      </p>
    </div>
  );
}
