// Weekly series on both dashboards (docs/product/series.md). English is the
// source (docs/decisions/0075-interface-languages.md); a signed-in group
// (docs/decisions/0078-signed-in-catalogs.md).
export const seriesEn = {
  'series.title': 'Weekly series',
  'series.groupLabel': 'Series with {name}',
  'series.everyWeek': 'Every week',
  'series.everyTwoWeeks': 'Every 2 weeks',
  'series.heading': '{name} · {cadence}',
  'series.next': 'Next session: {day}, {time}',
  'series.remainCredits': '{count, plural, one {# session remains} other {# sessions remain}}, each paid with a credit',
  'series.remainMixed': '{count, plural, one {# session remains} other {# sessions remain}}, {credits} paid with credits, {card} by card',
  'series.remainCard':
    '{count, plural, one {# session remains} other {# sessions remain}}, each charged to the card on file when its free cancellation ends',
  'series.waiting': ' · waiting for the coach to confirm',
  'series.cardOnFile': 'Card on file ending {last4}',
  'series.cardOnFileStripe': 'Card on file with Stripe',
  'series.chargeFailed': 'The card was declined for the session of {day}: that session was cancelled.',
  'series.confirm': 'Confirm the series',
  'series.cancelFollowing': 'Cancel the next session and all later ones',
  'series.updateCard': 'Update card',
  'series.updateCardTitle': 'A new card for this series',
  'series.updateCardText': 'The sessions still to be charged will be charged to this card, each when its free cancellation ends.',
  'series.saveCard': 'Save card',
  'series.cancelDialog': 'Cancel',
  'series.cardSaved': 'Card saved',
  'series.cardSavedText': 'The later sessions of the series will be charged to the card ending {last4}.',
} as const;
