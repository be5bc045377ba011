import { describe, expect, it } from 'vitest';
import { adminFormats } from './format';

describe('the admin console formats', () => {
  it('keeps the English amounts and dates', () => {
    const en = adminFormats('en');
    expect(en.dollars(1234.5)).toBe('$1,234.50');
    expect(en.rating(4.75)).toBe('4.8');
    expect(en.date('2030-01-07T12:00:00Z')).toBe('Jan 7, 2030');
  });

  it('writes German and Spanish amounts, ratings and dates their own way', () => {
    expect(adminFormats('de').dollars(1234.5)).toBe('1.234,50\u00a0$');
    expect(adminFormats('de').rating(4.5)).toBe('4,5');
    expect(adminFormats('de').date('2030-01-07T12:00:00Z')).toBe('07.01.2030');
    expect(adminFormats('es').dollars(85)).toBe('85,00\u00a0$');
    expect(adminFormats('es').date('2030-01-07T12:00:00Z')).toBe('7 ene 2030');
  });
});
