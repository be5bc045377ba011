import type { noticesEn } from './notices.en';

export const noticesDe = {
  'notices.scope.title': 'Coaching ist keine Therapie',
  'notices.scope.text':
    'Coaching auf Stillpoint ist keine Therapie, keine medizinische Versorgung und keine Krisenhilfe. Wenn du in einer Krise bist oder daran denkst, dir etwas anzutun, wende dich jetzt an den Notruf in deiner Nähe.',
  'notices.scope.link': 'Krisenhilfe in deiner Nähe finden',
  'notices.policy.label': 'Stornobedingungen',
  'notices.policy.title': 'Stornobedingungen: {policy}',
  'notices.policy.flexible': 'Flexibel',
  'notices.policy.moderate': 'Moderat',
  'notices.policy.strict': 'Streng',
  'notices.policy.flexibleSummary': 'Volle Erstattung, wenn du mindestens 24 Stunden vor der Sitzung stornierst; danach 50 %.',
  'notices.policy.moderateSummary':
    'Volle Erstattung, wenn du mindestens 48 Stunden vor der Sitzung stornierst; 50 % bis 24 Stunden vorher; danach keine Erstattung.',
  'notices.policy.strictSummary':
    'Volle Erstattung, wenn du mindestens 7 Tage vor der Sitzung stornierst; 50 % bis 48 Stunden vorher; danach keine Erstattung.',
  'notices.card.loading': 'Zahlungsformular wird geladen',
  'notices.card.testMode': 'Testmodus',
  'notices.card.noRealPayment': 'Es wird nichts wirklich bezahlt. Nutze eine Testkarte:',
  'notices.card.succeeds': ' (erfolgreich)',
  'notices.card.declined': ' (abgelehnt)',
  'notices.card.anyExpiry': 'Ein beliebiges Ablaufdatum in der Zukunft und eine beliebige dreistellige Prüfnummer.',
  'notices.card.number': 'Kartennummer',
  'notices.card.expiry': 'Gültig bis (MM/JJ)',
  'notices.card.expiryPlaceholder': 'MM/JJ',
  'notices.card.cvc': 'Prüfnummer',
} as const satisfies Record<keyof typeof noticesEn, string>;
