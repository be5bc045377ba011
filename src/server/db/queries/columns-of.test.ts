import { describe, expect, it } from 'vitest';
import { payments } from '../schema.js';
import { columnsOf } from './columns-of.js';

describe('columnsOf', () => {
  it('names the columns asked for, under their own names and in that order', () => {
    const columns = columnsOf(payments, 'status', 'amountCents');
    expect(Object.keys(columns)).toEqual(['status', 'amountCents']);
    expect(columns.status).toBe(payments.status);
    expect(columns.amountCents).toBe(payments.amountCents);
  });
});
