import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { setServerFieldErrors } from './form-errors';

type Fields = { email: string; currentPassword: string; newPassword: string };

function recorder() {
  return vi.fn<UseFormSetError<Fields>>();
}

describe('setServerFieldErrors', () => {
  it('keeps only the known fields the server named, focusing the first', () => {
    const setError = recorder();
    const error = new ApiError({
      status: 400,
      message: 'Invalid',
      fieldErrors: { currentPassword: 'Your current password is not correct.', other: 'x' },
    });
    expect(setServerFieldErrors<Fields>(setError, error, ['currentPassword', 'newPassword'])).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['currentPassword', { type: 'server', message: 'Your current password is not correct.' }, { shouldFocus: true }],
    ]);
  });

  it('puts a status-only error under its field', () => {
    const setError = recorder();
    const error = new ApiError({ status: 409, message: 'An account with this email address already exists.', code: 'conflict' });
    expect(setServerFieldErrors<Fields>(setError, error, ['email'], { statusField: { status: 409, field: 'email' } })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'An account with this email address already exists.' }, { shouldFocus: true }],
    ]);
  });

  it('ignores other errors', () => {
    const setError = recorder();
    expect(setServerFieldErrors<Fields>(setError, new Error('boom'), ['email'], { statusField: { status: 409, field: 'email' } })).toBe(
      false,
    );
    expect(
      setServerFieldErrors<Fields>(setError, new ApiError({ status: 500, message: 'boom' }), ['email'], {
        statusField: { status: 409, field: 'email' },
      }),
    ).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it('can leave focus where it is', () => {
    const setError = recorder();
    const error = new ApiError({ status: 400, message: 'Invalid', fieldErrors: { email: 'Enter a valid email address.' } });
    setServerFieldErrors<Fields>(setError, error, ['email'], { focus: false });
    expect(setError.mock.calls[0]?.[2]).toEqual({ shouldFocus: false });
  });
});
