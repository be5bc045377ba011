import type { reportEn } from './report.en';

export const reportDe = {
  'report.button': 'Melden',
  'report.buttonLabel': '{subject} melden',
  'report.title': '{subject} melden',
  'report.description':
    'Sag uns, was nicht stimmt. Nur unser Team sieht deine Meldung; die gemeldete Person erfährt nicht, von wem sie kommt.',
  'report.reason': 'Grund',
  'report.reason.spam': 'Spam oder Werbung',
  'report.reason.harassment': 'Belästigung oder Hass',
  'report.reason.inappropriate': 'Unangemessen oder beleidigend',
  'report.reason.other': 'Etwas anderes',
  'report.details': 'Details (optional)',
  'report.detailsPlaceholder': 'Was ist passiert? Alles, was uns hilft, es zu verstehen.',
  'report.cancel': 'Abbrechen',
  'report.send': 'Meldung senden',
  'report.sending': 'Wird gesendet...',
  'report.thanks': 'Danke für deine Meldung',
  'report.thanksText': 'Unser Team sieht sie sich an und handelt, wenn gegen unsere Regeln verstoßen wurde.',
  'report.failed': 'Deine Meldung konnte nicht gesendet werden. Bitte versuch es noch einmal.',
} as const satisfies Record<keyof typeof reportEn, string>;
