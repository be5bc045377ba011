// The header, the footer, the menus and the language switcher. English is the
// source (docs/decisions/0075-interface-languages.md).
export const layoutEn = {
  'layout.gettingStarted': 'Getting Started',
  'layout.howItWorks': 'How It Works',
  'layout.findCoaches': 'Find Coaches',
  'layout.workshops': 'Workshops & Courses',
  'layout.foundingCoaches': 'Founding Coaches',
  'layout.becomeACoach': 'Become a Coach',
  'layout.logIn': 'Log in',
  'layout.signUp': 'Sign up',
  'layout.openMenu': 'Open menu',
  'layout.closeMenu': 'Close menu',
  'layout.mainNav': 'Main',
  'layout.footerNav': 'Footer',
  'layout.rightsReserved': '© {year} Stillpoint. All rights reserved.',
  'layout.skipToContent': 'Skip to content',
  'layout.language': 'Language',
} as const;
