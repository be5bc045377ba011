import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../http/error-status.js';
import { ConflictError, DomainError, NotFoundError, PaymentDeclinedError, UnavailableError } from './domain-errors.js';

describe('domain errors', () => {
  it('carry their code, message and field errors, and are told apart by class', () => {
    const error = new ConflictError('That username is already taken.', { username: 'That username is already taken.' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error).not.toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ code: 'CONFLICT', name: 'ConflictError', message: 'That username is already taken.' });
    expect(error.fieldErrors).toEqual({ username: 'That username is already taken.' });
  });

  it('become the statuses the HTTP edge gives their codes', () => {
    expect(
      [new NotFoundError('x'), new ConflictError('x'), new PaymentDeclinedError('x'), new UnavailableError('x')].map(
        (e) => ERROR_STATUS[e.code],
      ),
    ).toEqual([404, 409, 402, 503]);
  });
});
