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
  'booking-card.newTime.loading': 'Freie Zeiten des Coaches werden geladen',
  'booking-card.newTime.failed': 'Die freien Zeiten des Coaches konnten nicht geladen werden. {reason}',
  'booking-card.newTime.none': 'Dieser Coach hat in den nächsten zwei Wochen keine anderen freien Zeiten.',
  'booking-card.newTime.day': 'Tag',
  'booking-card.newTime.timesShownIn': 'Zeiten in {zone}',
  'booking-card.newTime.openTimes': 'Freie Zeiten',
} as const satisfies Record<keyof typeof bookingCardEn, string>;
