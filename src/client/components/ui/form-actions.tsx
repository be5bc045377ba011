import type { ReactNode } from 'react';
import { Button } from './button';

// A form's or dialog's buttons: stacked on phones with the main action on top,
// in a row on the right from the sm breakpoint.
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}

type CancelAndSubmitProps = {
  cancelLabel: string;
  submitLabel: string;
  // Shown on the submit button while the request runs.
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  size?: 'sm';
  onCancel: () => void;
};

// The usual pair under a form: leave without sending, or send it. Neither can
// be pressed again while the request runs.
export function CancelAndSubmit(props: CancelAndSubmitProps) {
  const { cancelLabel, submitLabel, pendingLabel, pending, destructive, size, onCancel } = props;
  return (
    <FormActions>
      <Button type="button" variant="outline" size={size} onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} size={size} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </FormActions>
  );
}
