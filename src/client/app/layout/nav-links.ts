// The header's main links, shared by the desktop bar and the mobile menu.
export const NAV_LINKS = [
  { href: '/getting-started', label: 'Getting Started' },
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/coaches', label: 'Find Coaches' },
] as const;

export const BECOME_A_COACH_HREF = '/coach-onboarding/plan';
export const SIGN_UP_HREF = '/auth?tab=register';
