import type { formsEn } from './forms.en';

export const formsDe = {
  'forms.firstName': 'Vorname',
  'forms.lastName': 'Nachname',
  'forms.username': 'Benutzername',
  'forms.email': 'E-Mail',
  'forms.password': 'Passwort',
  'forms.confirmPassword': 'Passwort bestätigen',
  'forms.characterCount': '{count}/{max} Zeichen',
  'forms.sessionLength': 'Sitzungsdauer (Minuten)',
} as const satisfies Record<keyof typeof formsEn, string>;
