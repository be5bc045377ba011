import type { bookingCardEn } from './booking-card.en';

export const bookingCardEs = {
  'booking-card.when': '{date}, {time}',
  'booking-card.minutes': '{minutes} minutos',
  'booking-card.virtualSession': 'Sesión online',
  'booking-card.paymentPending': 'Pago pendiente',
  'booking-card.pending': 'Pendiente',
  'booking-card.confirmed': 'Confirmada',
  'booking-card.completed': 'Completada',
  'booking-card.cancelled': 'Cancelada',
  'booking-card.refunded': 'Reembolsada',
  'booking-card.refundedPart': 'Reembolsados {amount} de {total}',
  'booking-card.noRefund': 'Sin reembolso',
  'booking-card.refundOnWay': 'Reembolso en camino',
  'booking-card.newTime.loading': 'Cargando los horarios libres del coach',
  'booking-card.newTime.failed': 'No pudimos cargar los horarios libres del coach. {reason}',
  'booking-card.newTime.none': 'Este coach no tiene otros horarios libres en las próximas dos semanas.',
  'booking-card.newTime.day': 'Día',
  'booking-card.newTime.timesShownIn': 'Horas en {zone}',
  'booking-card.newTime.openTimes': 'Horarios libres',
} as const satisfies Record<keyof typeof bookingCardEn, string>;
