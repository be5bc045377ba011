import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

// Disabled with a spinner while the request runs (docs/product/ui-behaviour.md#buttons-while-a-request-runs).
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner label="Please wait" /> : null}
      {children}
    </Button>
  );
}
