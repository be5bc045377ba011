// The work queue's kinds (docs/decisions/0087-one-work-queue.md) in the admin's
// words; a kind the console does not know yet shows as the queue names it.
import type { adminEn } from '@/i18n/catalogs/admin.en';
import type { MessageValues } from '@/lib/i18n/format-message';

const KIND_KEYS = {
  email: 'admin.work.kind.email',
  'caldav-write': 'admin.work.kind.caldavWrite',
  'booking-request-emails': 'admin.work.kind.bookingRequestEmails',
} as const satisfies Record<string, keyof typeof adminEn>;

export const KNOWN_WORK_KINDS = Object.keys(KIND_KEYS) as Array<keyof typeof KIND_KEYS>;

type Translate = (key: keyof typeof adminEn, values?: MessageValues) => string;

export function workKindName(kind: string, t: Translate): string {
  return Object.hasOwn(KIND_KEYS, kind) ? t(KIND_KEYS[kind as keyof typeof KIND_KEYS]) : t('admin.work.kind.other', { kind });
}
