import { describe, expect, it } from 'vitest';
import { INTL_TAG } from '@shared/i18n/locales';
import { scheduleEditorDe } from '@/i18n/catalogs/schedule-editor.de';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { scheduleEditorEs } from '@/i18n/catalogs/schedule-editor.es';
import { formatMessage } from '@/lib/i18n/format-message';
import { dateLabel, weekdayName } from './date-label';
import { bufferChoices, noticeChoices, withCurrent } from './setting-choices';

const CATALOGS = { en: scheduleEditorEn, de: scheduleEditorDe, es: scheduleEditorEs };
const tIn =
  (locale: keyof typeof CATALOGS) =>
  (key: keyof typeof scheduleEditorEn, values?: Record<string, string | number>): string =>
    formatMessage(CATALOGS[locale][key], INTL_TAG[locale], values);

const labels = (choices: { label: string }[]) => choices.map((c) => c.label);

describe("the availability editor's choices", () => {
  it('read in English as before', () => {
    const t = tIn('en');
    expect(labels(bufferChoices(t))).toEqual([
      'None',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '45 minutes',
      '1 hour',
    ]);
    expect(labels(noticeChoices(t)).slice(-5)).toEqual(['12 hours', '1 day', '2 days', '3 days', '7 days']);
    expect(withCurrent(t, bufferChoices(t), '90').find((c) => c.value === '90')?.label).toBe('90 minutes');
  });

  it('read in German and Spanish', () => {
    expect(labels(noticeChoices(tIn('de'))).slice(0, 3)).toEqual(['Keiner', '30 Minuten', '1 Stunde']);
    expect(labels(noticeChoices(tIn('es'))).slice(-2)).toEqual(['3 días', '7 días']);
  });

  it('name weekdays and dates in the reader language', () => {
    expect(weekdayName('monday', 'en')).toBe('Monday');
    expect(weekdayName('sunday', 'de')).toBe('Sonntag');
    expect(weekdayName('wednesday', 'es')).toBe('miércoles');
    expect(dateLabel('2026-12-01')).toBe('Tue, Dec 1');
    expect(dateLabel('2026-12-01', false, 'de')).toMatch(/^Di\.?, 1\. Dez/);
  });
});
