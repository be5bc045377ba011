import { useId, type ReactElement } from 'react';
import { cloneElement } from 'react';
import { Label } from './label';
import { cn } from '@/lib/utils';
import { FieldError } from './field-error';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

type FormFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  // The single input (or other control) this label describes.
  children: ReactElement<ControlProps>;
};

// Ties label, control and error message together so screen readers announce
// the message with the field and the label click focuses the input.
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
