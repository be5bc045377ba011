// A Radix AlertDialog for "are you sure?" moments: focus is trapped, Escape
// and the cancel button keep things as they are, and the action button says
// exactly what happens.
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonVariants } from './button';
import { cn } from '@/lib/utils';
import { FormActions } from './form-actions';

type ConfirmAlertDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  actionLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
};

export function ConfirmAlertDialog(props: ConfirmAlertDialogProps) {
  const { open, onOpenChange, title, description, cancelLabel, actionLabel, pending, pendingLabel, destructive, onConfirm } = props;
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 shadow-lg">
          <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{description}</div>
          </AlertDialogPrimitive.Description>
          <FormActions>
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })} disabled={pending}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))}
              disabled={pending}
              onClick={(event) => {
                // The caller closes the dialog once the request has finished.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending && pendingLabel ? pendingLabel : actionLabel}
            </AlertDialogPrimitive.Action>
          </FormActions>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
