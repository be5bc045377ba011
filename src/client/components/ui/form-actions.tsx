import type { ReactNode } from 'react';

// A form's or dialog's buttons: stacked on phones with the main action on top,
// in a row on the right from the sm breakpoint.
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
