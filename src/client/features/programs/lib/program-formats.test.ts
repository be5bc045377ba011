import { describe, expect, it } from 'vitest';
import { localDateTimeInput, programFormats } from './program-formats';

describe('program formats', () => {
  it('reads an instant back as the local date and time the coach typed, across a clock change', () => {
    expect(localDateTimeInput('2030-03-19T17:00:00.000Z', 'Europe/Berlin')).toBe('2030-03-19T18:00');
    expect(localDateTimeInput('2030-04-02T16:00:00.000Z', 'Europe/Berlin')).toBe('2030-04-02T18:00');
    expect(localDateTimeInput('2030-01-15T05:30:00.000Z', 'America/Los_Angeles')).toBe('2030-01-14T21:30');
  });

  it('writes English as the booking screens do and German with Intl in the reader’s zone', () => {
    const en = programFormats('en');
    expect(en.date('2030-01-15T17:00:00.000Z', 'Europe/Berlin')).toBe('Tuesday, January 15, 2030');
    expect(en.time('2030-01-15T17:00:00.000Z', 'Europe/Berlin')).toBe('6:00 PM');
    const de = programFormats('de');
    expect(de.date('2030-01-15T17:00:00.000Z', 'Europe/Berlin')).toBe('Dienstag, 15. Januar 2030');
    expect(de.time('2030-01-15T17:00:00.000Z', 'Europe/Berlin')).toBe('18:00');
  });
});
