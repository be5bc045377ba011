import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

type ServerFieldErrorOptions<T extends FieldValues> = {
  // The server may answer only with a status that belongs to one field
  // (409 on the account form is always the e-mail): its sentence goes there.
  statusField?: { status: number; field: Path<T> };
  // Move focus to the first field that got a message (the default).
  focus?: boolean;
};

// Puts the server's per-field messages under the form's own inputs, for the
// fields this form has; returns whether any was placed, so the caller can
// show the rest elsewhere (docs/decisions/0025-client-boundaries-and-errors.md).
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  { statusField, focus = true }: ServerFieldErrorOptions<T> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const messages = new Map<Path<T>, string>();
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) messages.set(field, message);
  }
  if (statusField && error.status === statusField.status && !messages.has(statusField.field) && error.message) {
    messages.set(statusField.field, error.message);
  }
  let placed = false;
  for (const [field, message] of messages) {
    setError(field, { type: 'server', message }, { shouldFocus: focus && !placed });
    placed = true;
  }
  return placed;
}
