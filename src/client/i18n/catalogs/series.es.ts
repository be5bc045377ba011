import type { seriesEn } from './series.en';

export const seriesEs = {
  'series.title': 'Series semanales',
  'series.groupLabel': 'Serie con {name}',
  'series.everyWeek': 'Cada semana',
  'series.everyTwoWeeks': 'Cada 2 semanas',
  'series.heading': '{name} · {cadence}',
  'series.next': 'Próxima sesión: {day}, {time}',
  'series.remainCredits': '{count, plural, one {Queda # sesión} other {Quedan # sesiones}}, cada una pagada con un crédito',
  'series.remainMixed':
    '{count, plural, one {Queda # sesión} other {Quedan # sesiones}}, {credits} pagadas con créditos, {card} con tarjeta',
  'series.remainCard':
    '{count, plural, one {Queda # sesión} other {Quedan # sesiones}}, cada una se cobra en la tarjeta guardada cuando termina su cancelación gratuita',
  'series.waiting': ' · esperando la confirmación del coach',
  'series.cardOnFile': 'Tarjeta guardada terminada en {last4}',
  'series.cardOnFileStripe': 'Tarjeta guardada en Stripe',
  'series.chargeFailed': 'Se rechazó la tarjeta para la sesión del {day}: esa sesión se canceló.',
  'series.confirm': 'Confirmar la serie',
  'series.cancelFollowing': 'Cancelar la próxima sesión y todas las siguientes',
  'series.updateCard': 'Cambiar tarjeta',
  'series.updateCardTitle': 'Una tarjeta nueva para esta serie',
  'series.updateCardText':
    'Las sesiones que quedan por cobrar se cobrarán en esta tarjeta, cada una cuando termine su cancelación gratuita.',
  'series.saveCard': 'Guardar tarjeta',
  'series.cancelDialog': 'Cancelar',
  'series.cardSaved': 'Tarjeta guardada',
  'series.cardSavedText': 'Las siguientes sesiones de la serie se cobrarán en la tarjeta terminada en {last4}.',
} as const satisfies Record<keyof typeof seriesEn, string>;
