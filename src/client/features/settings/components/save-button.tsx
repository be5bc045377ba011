import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SaveButtonProps = { pending: boolean; disabled?: boolean; children: ReactNode };

// Disabled with a spinner while the request runs, like every other form.
export function SaveButton({ pending, disabled = false, children }: SaveButtonProps) {
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={pending || disabled} aria-busy={pending}>
      {pending ? <Spinner label="Please wait" /> : null}
      {children}
    </Button>
  );
}
