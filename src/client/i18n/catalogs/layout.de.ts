import type { layoutEn } from './layout.en';

export const layoutDe = {
  'layout.gettingStarted': 'Erste Schritte',
  'layout.howItWorks': 'So funktioniert’s',
  'layout.findCoaches': 'Coaches finden',
  'layout.workshops': 'Workshops & Kurse',
  'layout.foundingCoaches': 'Gründungs-Coaches',
  'layout.becomeACoach': 'Coach werden',
  'layout.logIn': 'Anmelden',
  'layout.signUp': 'Registrieren',
  'layout.openMenu': 'Menü öffnen',
  'layout.closeMenu': 'Menü schließen',
  'layout.mainNav': 'Hauptmenü',
  'layout.footerNav': 'Fußzeile',
  'layout.rightsReserved': '© {year} Stillpoint. Alle Rechte vorbehalten.',
  'layout.skipToContent': 'Zum Inhalt springen',
  'layout.language': 'Sprache',
} as const satisfies Record<keyof typeof layoutEn, string>;
