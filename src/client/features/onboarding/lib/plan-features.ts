// The plans' features, as keys of the onboarding catalog.
export const FREE_FEATURES = ['onboarding.free1', 'onboarding.free2', 'onboarding.free3', 'onboarding.free4'] as const;

// Exactly these seven (docs/product/coach-onboarding.md#plan-page).
export const PRO_FEATURES = [
  'onboarding.pro1',
  'onboarding.pro2',
  'onboarding.pro3',
  'onboarding.pro4',
  'onboarding.pro5',
  'onboarding.pro6',
  'onboarding.pro7',
] as const;
