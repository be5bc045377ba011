import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, errorText } from './error-text';

describe('errorText', () => {
  it('shows the server sentence without its HTTP status', () => {
    expect(errorText(new ApiError({ status: 401, message: 'Invalid username or password' }))).toBe('Invalid username or password');
    expect(errorText(new ApiError({ status: 409, message: 'That username is already taken.' }))).toBe('That username is already taken.');
  });
  it('shows other errors as they are', () => {
    expect(errorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText(null)).toBe('');
  });
});

describe('errorMessage', () => {
  it('shows the sentence without the status', () => {
    expect(errorMessage(new ApiError({ status: 402, message: 'Your card was declined.' }), 'x')).toBe('Your card was declined.');
    expect(errorMessage(new Error('Failed to fetch'), 'x')).toBe('Failed to fetch');
  });
  it('falls back for non-errors and empty messages', () => {
    expect(errorMessage('nope', 'Failed to upload profile image')).toBe('Failed to upload profile image');
    expect(errorMessage(new Error(''), 'fallback')).toBe('fallback');
  });
});
