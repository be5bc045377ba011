import { describe, expect, it } from 'vitest';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { clientDashboardDe } from '@/i18n/catalogs/client-dashboard.de';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { formatMessage, type MessageValues } from '@/lib/i18n/format-message';
import { clientFormats } from '@/lib/bookings/client-formats';
import { membershipLine } from './membership-status';

type Key = keyof typeof clientDashboardEn;
const catalogs: Record<'en' | 'de', Record<Key, string>> = { en: clientDashboardEn, de: clientDashboardDe };

// What useT gives a reader of this language, without rendering.
function line(locale: 'en' | 'de', membership: Parameters<typeof membershipLine>[0], timeZone: string) {
  const t = (key: Key, values?: MessageValues) => formatMessage(catalogs[locale][key], INTL_TAG[locale as Locale], values);
  return membershipLine(membership, timeZone, t, clientFormats(locale).mediumDate);
}

// What "My packages" says of a membership in each state (docs/decisions/0067-membership-renewals.md).
describe('membershipLine', () => {
  const base = { renewsOn: null, graceUntil: null, endsOn: null };
  it('says when it renews, when the card must be updated by, and when a cancelled or ended one ends', () => {
    expect(line('en', { ...base, state: 'renewing', renewsOn: '2030-02-07T06:00:00.000Z' }, 'UTC')).toBe('Renews on Feb 7, 2030');
    expect(line('en', { ...base, state: 'payment_failed', graceUntil: '2030-02-10T06:00:00.000Z' }, 'UTC')).toBe(
      'Payment failed — update your card by Feb 10, 2030',
    );
    expect(line('en', { ...base, state: 'cancelled', endsOn: '2030-04-07T06:00:00.000Z' }, 'UTC')).toBe('Cancelled · ends on Apr 7, 2030');
    expect(line('en', { ...base, state: 'ended', endsOn: '2030-03-07T06:00:00.000Z' }, 'UTC')).toBe(
      'Ended · credits usable until Mar 7, 2030',
    );
  });
  it("uses the client's zone for the date", () => {
    expect(line('en', { ...base, state: 'renewing', renewsOn: '2030-02-07T02:00:00.000Z' }, 'America/New_York')).toBe(
      'Renews on Feb 6, 2030',
    );
  });
  it('speaks German with German dates to a German reader', () => {
    expect(line('de', { ...base, state: 'renewing', renewsOn: '2030-02-07T06:00:00.000Z' }, 'UTC')).toBe('Verlängert sich am 07.02.2030');
    expect(line('de', { ...base, state: 'cancelled', endsOn: null }, 'UTC')).toBe('Gekündigt · endet am Monatsende');
  });
});
