export const FREE_FEATURES = [
  'Your coach profile in the directory',
  'Online booking and video sessions',
  'Secure card payments',
  'Client reviews and ratings',
] as const;

// Exactly these seven (docs/product/coach-onboarding.md#plan-page).
export const PRO_FEATURES = [
  'Profile branding',
  'Practice name and social presence',
  'Calendar sync (Google/iCal)',
  'Session notes and progress tracking',
  'No platform fees',
  'Priority listing',
  'A personalized booking page',
] as const;
