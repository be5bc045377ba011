import { describe, expect, it } from 'vitest';
import { INTL_TAG } from '@shared/i18n/locales';
import { adminDe } from '@/i18n/catalogs/admin.de';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { adminEs } from '@/i18n/catalogs/admin.es';
import { formatMessage, type MessageValues } from '@/lib/i18n/format-message';
import { KNOWN_WORK_KINDS, workKindName } from './work-kinds';

const catalogs = { en: adminEn, de: adminDe, es: adminEs } as const;

// What useT gives a reader of this language, without rendering.
function name(locale: keyof typeof catalogs, kind: string) {
  return workKindName(kind, (key, values?: MessageValues) => formatMessage(catalogs[locale][key], INTL_TAG[locale], values));
}

describe('workKindName', () => {
  it('names each kind of queued work in words, in every language', () => {
    expect(name('en', 'email')).toBe('E-mail');
    expect(name('de', 'caldav-write')).toBe('Kalenderänderung');
    expect(name('es', 'booking-request-emails')).toBe('Correos de una reserva');
    for (const locale of ['en', 'de', 'es'] as const) for (const kind of KNOWN_WORK_KINDS) expect(name(locale, kind)).not.toContain(kind);
  });

  it('shows a kind it does not know as the queue names it', () => {
    expect(name('en', 'sms-reminder')).toBe('Other work (sms-reminder)');
    expect(name('de', 'toString')).toBe('Andere Aufgabe (toString)');
  });
});
