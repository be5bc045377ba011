import type { ReactNode } from 'react';

// A field's message under its control, read out when it appears; the id is
// what the control's aria-describedby points at. Nothing when there is none.
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

// A whole form's failure (the server's answer, a declined card), boxed so it
// stands apart from the field messages.
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
      {children}
    </p>
  );
}

// A short failure inside a dialog or a small form, as plain text.
export function ProblemText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {children}
    </p>
  );
}
