import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, uniqueViolation } from './database-errors.js';

// Drizzle wraps the driver's error: DrizzleQueryError { cause: <pg error> }.
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connection', { code: 'ECONNREFUSED' }],
    ['server shutting down', { code: '57P01' }],
    ['server crashed', { code: '57P02' }],
    ['server starting up', { code: '57P03' }],
    ['statement timeout', { code: '57014' }],
    ['too many connections', { code: '53300' }],
    ['pool wait timed out', new Error('timeout exceeded when trying to connect')],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['checked-out client lost its connection', new Error('Client has encountered a connection error and is not queryable')],
  ])('is true for a %s, also when wrapped', (_name, cause) => {
    expect(isDatabaseUnavailable(cause)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(cause))).toBe(true);
  });

  it('is false for errors that are the request’s own fault or a bug', () => {
    const duplicate = wrapped({ code: '23505', constraint: 'users_username_key' });
    expect(uniqueViolation(duplicate)).toBe('users_username_key');
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(wrapped({ code: '42P01' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
