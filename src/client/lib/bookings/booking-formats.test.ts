import { describe, expect, it } from 'vitest';
import { bookingFormats } from './booking-formats';

const START = new Date('2030-01-07T09:00:00.000Z');
const END = new Date('2030-01-07T10:00:00.000Z');

describe('the booking screens’ formats per language', () => {
  it('keeps English as it was', () => {
    const en = bookingFormats('en');
    expect(en.price(85)).toBe('$85.00');
    expect(en.longDate(START, 'UTC')).toBe('Monday, January 7, 2030');
    expect(en.timeRange(START, END, 'UTC')).toBe('9:00 AM – 10:00 AM');
  });

  it('writes German and Spanish as those readers do, in their zone', () => {
    const de = bookingFormats('de');
    expect(de.price(85)).toBe('85,00\u00a0$');
    expect(de.longDate(START, 'Europe/Berlin')).toBe('Montag, 7. Januar 2030');
    expect(de.timeRange(START, END, 'Europe/Berlin')).toMatch(/^10:00\s?–\s?11:00 Uhr$/);
    expect(bookingFormats('es').longDate(START, 'UTC')).toBe('lunes, 7 de enero de 2030');
  });
});
