import type { commonEn } from './common.en';

export const commonDe = {
  'common.pleaseWait': 'Bitte warten',
  'common.specializations': 'Schwerpunkte',
  'common.loadError': 'Wir konnten {what} nicht laden. {reason}',
  'common.pagesOf': 'Seiten: {things}',
  'common.pagerSummary': '{total} {noun} · Seite {page} von {totalPages}',
  'common.previous': 'Zurück',
  'common.next': 'Weiter',
  'common.statusPending': 'Offen',
  'common.statusConfirmed': 'Bestätigt',
  'common.statusCompleted': 'Abgeschlossen',
  'common.statusCancelled': 'Storniert',
  'common.refunded': 'Erstattet',
  'common.refundedPart': '{refund} von {total} erstattet',
  'common.noRefund': 'Keine Erstattung',
  'common.refundOnItsWay': 'Erstattung ist unterwegs',
  'common.meetingVia': '{phrase} über {provider}',
} as const satisfies Record<keyof typeof commonEn, string>;
