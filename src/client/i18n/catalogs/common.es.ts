import type { commonEn } from './common.en';

export const commonEs = {
  'common.pleaseWait': 'Espera un momento',
  'common.specializations': 'Especialidades',
  'common.loadError': 'No pudimos cargar {what}. {reason}',
  'common.pagesOf': 'Páginas de {things}',
  'common.pagerSummary': '{total} {noun} · Página {page} de {totalPages}',
  'common.previous': 'Anterior',
  'common.next': 'Siguiente',
  'common.statusPending': 'Pendiente',
  'common.statusConfirmed': 'Confirmada',
  'common.statusCompleted': 'Completada',
  'common.statusCancelled': 'Cancelada',
  'common.refunded': 'Reembolsada',
  'common.refundedPart': 'Reembolso de {refund} de {total}',
  'common.noRefund': 'Sin reembolso',
  'common.refundOnItsWay': 'Reembolso en camino',
  'common.meetingVia': '{phrase} con {provider}',
} as const satisfies Record<keyof typeof commonEn, string>;
