import { describe, expect, it } from 'vitest';
import { readCheckoutParams, searchWithStart } from './checkout-params';

const NOW = new Date('2030-01-07T23:30:00Z');

describe('readCheckoutParams', () => {
  it('defaults to today in the visitor zone at 10:00 AM', () => {
    expect(readCheckoutParams('', 'UTC', NOW)).toEqual({ date: '2030-01-07', time: '10:00 AM', start: null });
    expect(readCheckoutParams('', 'Europe/Berlin', NOW)).toEqual({ date: '2030-01-08', time: '10:00 AM', start: null });
  });

  it('reads date and time as the coach profile sends them', () => {
    expect(readCheckoutParams('?date=2030-02-04&time=2:30%20PM', 'UTC', NOW)).toEqual({ date: '2030-02-04', time: '2:30 PM', start: null });
    expect(readCheckoutParams('date=2030-02-04T00:00:00.000Z', 'UTC', NOW).date).toBe('2030-02-04');
  });

  it('ignores impossible dates and malformed starts', () => {
    expect(readCheckoutParams('date=2030-02-31', 'UTC', NOW).date).toBe('2030-01-07');
    expect(readCheckoutParams('start=tomorrow', 'UTC', NOW).start).toBeNull();
    expect(readCheckoutParams('start=2030-01-09', 'UTC', NOW).start).toBeNull();
  });

  it('prefers start and derives the date from it', () => {
    const params = readCheckoutParams('date=2030-01-01&time=10:00 AM&start=2030-01-09T23:00:00Z', 'Asia/Tokyo', NOW);
    expect(params.start).toBe('2030-01-09T23:00:00.000Z');
    expect(params.date).toBe('2030-01-10');
  });
});

describe('searchWithStart', () => {
  it('replaces the label with the chosen instant', () => {
    expect(searchWithStart('date=2030-01-08&time=10:00 AM&ref=x', '2030-01-08T09:00:00.000Z')).toBe(
      'ref=x&start=2030-01-08T09%3A00%3A00.000Z',
    );
  });
});
