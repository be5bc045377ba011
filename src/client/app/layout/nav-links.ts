// The header's main links, shared by the desktop bar and the mobile menu.
// label: a key of the layout catalog.
export const NAV_LINKS = [
  { href: '/getting-started', label: 'layout.gettingStarted' },
  { href: '/how-it-works', label: 'layout.howItWorks' },
  { href: '/coaches', label: 'layout.findCoaches' },
] as const;

export const BECOME_A_COACH_HREF = '/coach-onboarding/plan';
export const SIGN_UP_HREF = '/auth?tab=register';
