// A booking's card on the dashboards and in messages: when, how long, where,
// payment and status. English is the source
// (docs/decisions/0075-interface-languages.md); a signed-in group
// (docs/decisions/0078-signed-in-catalogs.md).
export const bookingCardEn = {
  'booking-card.when': '{date}, {time}',
  'booking-card.minutes': '{minutes} minutes',
  'booking-card.virtualSession': 'Virtual session',
  'booking-card.paymentPending': 'Payment pending',
  'booking-card.pending': 'Pending',
  'booking-card.confirmed': 'Confirmed',
  'booking-card.completed': 'Completed',
  'booking-card.cancelled': 'Cancelled',
  'booking-card.refunded': 'Refunded',
  'booking-card.refundedPart': 'Refunded {amount} of {total}',
  'booking-card.noRefund': 'No refund',
  'booking-card.refundOnWay': 'Refund on its way',
  'booking-card.newTime.loading': "Loading the coach's open times",
  'booking-card.newTime.failed': "We could not load the coach's open times. {reason}",
  'booking-card.newTime.none': 'This coach has no other open times in the next two weeks.',
  'booking-card.newTime.day': 'Day',
  'booking-card.newTime.timesShownIn': 'Times shown in {zone}',
  'booking-card.newTime.openTimes': 'Open times',
} as const;
