import { ApiError } from '@/lib/api-client';

// ApiError messages read "409: text"; inline and toast texts want only the text.
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  return error.message.replace(/^\d{3}: /, '') || fallback;
}

// The per-field messages to show under the inputs of a form. The server may
// name the field itself (errors: {email}) or only answer with a status that
// belongs to one field (409 on the profile form is always the e-mail).
export function fieldErrorsFrom<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  statusField?: { status: number; field: TField },
): Partial<Record<TField, string>> {
  if (!(error instanceof ApiError)) return {};
  const result: Partial<Record<TField, string>> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) result[field] = message;
  }
  if (statusField && error.status === statusField.status && !result[statusField.field]) {
    result[statusField.field] = serverMessage(error, error.message);
  }
  return result;
}
