import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsFrom, serverMessage } from './server-errors';

describe('serverMessage', () => {
  it('drops the status prefix', () => {
    expect(serverMessage(new Error('400: Please upload a JPEG, JPG, or PNG image'), 'x')).toBe('Please upload a JPEG, JPG, or PNG image');
  });
  it('falls back for non-errors and empty messages', () => {
    expect(serverMessage('nope', 'Failed to upload profile image')).toBe('Failed to upload profile image');
    expect(serverMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps only the known fields the server named', () => {
    const error = new ApiError(400, '400: Invalid', undefined, { currentPassword: 'Your current password is not correct.', other: 'x' });
    expect(fieldErrorsFrom(error, ['currentPassword', 'newPassword'] as const)).toEqual({
      currentPassword: 'Your current password is not correct.',
    });
  });
  it('puts a status-only error under its field', () => {
    const error = new ApiError(409, '409: An account with this email address already exists.', 'conflict', {});
    expect(fieldErrorsFrom(error, ['email'] as const, { status: 409, field: 'email' })).toEqual({
      email: 'An account with this email address already exists.',
    });
  });
  it('ignores other errors', () => {
    expect(fieldErrorsFrom(new Error('500: boom'), ['email'] as const, { status: 409, field: 'email' })).toEqual({});
    expect(fieldErrorsFrom(new ApiError(500, '500: boom', undefined, {}), ['email'] as const, { status: 409, field: 'email' })).toEqual({});
  });
});
