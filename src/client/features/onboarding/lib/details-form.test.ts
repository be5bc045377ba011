import { describe, expect, it } from 'vitest';
import { ZCoachDetailsForm } from '@shared/schemas/coach-profile';
import { detailsDefaults, normalizeDetails } from './details-form';

const BIO = 'I guide people through breath work and body scans. '.repeat(6);

describe('detailsDefaults', () => {
  it('starts with the spec defaults and the given zone', () => {
    const values = detailsDefaults(null, 'Europe/Berlin');
    expect(values).toMatchObject({
      hourlyRate: 50,
      sessionLength: 60,
      availableDays: ['monday', 'wednesday', 'friday'],
      availableFrom: '09:00',
      availableTo: '17:00',
      timeZone: 'Europe/Berlin',
      acceptedTerms: false,
    });
  });

  it('validates once the bio and terms are filled in', () => {
    const parsed = ZCoachDetailsForm.safeParse({ ...detailsDefaults(null, 'UTC'), bio: BIO, acceptedTerms: true });
    expect(parsed.success).toBe(true);
  });
});

describe('normalizeDetails', () => {
  it('drops the calendar type when sync is off and keeps it when on', () => {
    const base = ZCoachDetailsForm.parse({ ...detailsDefaults(null, 'UTC'), bio: BIO, acceptedTerms: true });
    expect(normalizeDetails({ ...base, calendarSyncEnabled: false, calendarType: 'ical' })).not.toHaveProperty('calendarType');
    expect(normalizeDetails({ ...base, calendarSyncEnabled: true, calendarType: 'ical' }).calendarType).toBe('ical');
  });
});
