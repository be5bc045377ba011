import { describe, expect, it } from 'vitest';
import { ZCoachRegisterForm } from './coach-register-form';

const valid = {
  firstName: 'Ada',
  lastName: 'Stone',
  username: 'ada_s',
  email: 'ada@example.test',
  password: 'longenough',
  confirmPassword: 'longenough',
};

function messages(input: Record<string, string>) {
  const result = ZCoachRegisterForm.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZCoachRegisterForm', () => {
  it('accepts a complete form', () => {
    expect(ZCoachRegisterForm.safeParse(valid).success).toBe(true);
  });

  it('uses the spec messages', () => {
    expect(
      messages({ ...valid, firstName: 'A', lastName: 'B', username: 'ab', email: 'nope', password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
      email: 'Invalid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(messages({ ...valid, confirmPassword: 'different1' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
