import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FieldError } from '@/components/ui/field-error';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode; error?: string | undefined };

// A native checkbox (works with react-hook-form's register) with a large click target.
export function CheckboxField({ label, description, error, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        <span className="grid gap-0.5">
          <span className="text-sm font-medium leading-tight">{label}</span>
          {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
        </span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
