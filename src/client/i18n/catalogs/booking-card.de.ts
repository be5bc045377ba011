import type { bookingCardEn } from './booking-card.en';

export const bookingCardDe = {
  'booking-card.when': '{date}, {time}',
  'booking-card.minutes': '{minutes} Minuten',
  'booking-card.virtualSession': 'Online-Sitzung',
  'booking-card.paymentPending': 'Zahlung ausstehend',
  'booking-card.pending': 'Angefragt',
  'booking-card.confirmed': 'Bestätigt',
  'booking-card.completed': 'Abgeschlossen',
  'booking-card.cancelled': 'Storniert',
  'booking-card.refunded': 'Erstattet',
  'booking-card.refundedPart': '{amount} von {total} erstattet',
  'booking-card.noRefund': 'Keine Erstattung',
  'booking-card.refundOnWay': 'Erstattung unterwegs',
} as const satisfies Record<keyof typeof bookingCardEn, string>;
