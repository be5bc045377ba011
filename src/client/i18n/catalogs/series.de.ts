import type { seriesEn } from './series.en';

export const seriesDe = {
  'series.title': 'Wöchentliche Serien',
  'series.groupLabel': 'Serie mit {name}',
  'series.everyWeek': 'Jede Woche',
  'series.everyTwoWeeks': 'Alle 2 Wochen',
  'series.heading': '{name} · {cadence}',
  'series.next': 'Nächste Sitzung: {day}, {time}',
  'series.remainCredits': '{count, plural, one {# Sitzung bleibt} other {# Sitzungen bleiben}}, jede mit einem Guthaben bezahlt',
  'series.remainMixed':
    '{count, plural, one {# Sitzung bleibt} other {# Sitzungen bleiben}}, {credits} mit Guthaben bezahlt, {card} per Karte',
  'series.remainCard':
    '{count, plural, one {# Sitzung bleibt} other {# Sitzungen bleiben}}, jede wird von der hinterlegten Karte abgebucht, sobald ihre kostenlose Stornierung endet',
  'series.waiting': ' · wartet auf die Bestätigung des Coaches',
  'series.cardOnFile': 'Hinterlegte Karte mit Endziffern {last4}',
  'series.cardOnFileStripe': 'Karte bei Stripe hinterlegt',
  'series.chargeFailed': 'Die Karte wurde für die Sitzung am {day} abgelehnt: Diese Sitzung wurde abgesagt.',
  'series.confirm': 'Serie bestätigen',
  'series.cancelFollowing': 'Nächste Sitzung und alle späteren absagen',
  'series.updateCard': 'Karte ändern',
  'series.updateCardTitle': 'Eine neue Karte für diese Serie',
  'series.updateCardText': 'Die noch offenen Sitzungen werden von dieser Karte abgebucht, jede sobald ihre kostenlose Stornierung endet.',
  'series.saveCard': 'Karte speichern',
  'series.cancelDialog': 'Abbrechen',
  'series.cardSaved': 'Karte gespeichert',
  'series.cardSavedText': 'Die späteren Sitzungen der Serie werden von der Karte mit Endziffern {last4} abgebucht.',
} as const satisfies Record<keyof typeof seriesEn, string>;
