import type { ReactNode } from 'react';
import { useSentenceNode } from '@/lib/i18n/translate-sentence';

// Each of these shows a schema's or the server's sentence in the reader's
// language (docs/decisions/0082-sentences-from-the-server-and-the-schemas.md).

// A field's message under its control, read out when it appears; the id is
// what the control's aria-describedby points at. Nothing when there is none.
export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  const text = useSentenceNode(children);
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}

// A whole form's failure (the server's answer, a declined card), boxed so it
// stands apart from the field messages.
export function FormAlert({ children }: { children?: ReactNode }) {
  const text = useSentenceNode(children);
  if (!text) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm font-medium text-destructive">
      {text}
    </p>
  );
}

// A short failure inside a dialog or a small form, as plain text.
export function ProblemText({ children }: { children?: ReactNode }) {
  const text = useSentenceNode(children);
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {text}
    </p>
  );
}
