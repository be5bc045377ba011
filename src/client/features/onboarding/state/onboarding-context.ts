import { createContext, useContext } from 'react';
import type { TCoachDetailsForm } from '@shared/schemas/coach-profile';
import type { CoachPlan, OnboardingStep } from '../lib/onboarding-steps';
import type { TProSetupForm } from '../lib/pro-setup-form';

export type OnboardingContextValue = {
  // null: the path names no known step (the page redirects to plan).
  step: OnboardingStep | null;
  plan: CoachPlan | null;
  savedDetails: TCoachDetailsForm | null;
  savedProDetails: TProSetupForm | null;
  selectPlan: (plan: CoachPlan) => void;
  storeDetails: (details: TCoachDetailsForm) => void;
  storeProDetails: (details: TProSetupForm) => void;
  // Success step: the two drafts are no longer needed.
  clearDrafts: () => void;
  // Leaving the success step: forget the whole onboarding.
  reset: () => void;
};

export const OnboardingContext = createContext<OnboardingContextValue | null>(null);

export function useOnboarding(): OnboardingContextValue {
  const value = useContext(OnboardingContext);
  if (!value) throw new Error('useOnboarding must be used within an OnboardingProvider');
  return value;
}
