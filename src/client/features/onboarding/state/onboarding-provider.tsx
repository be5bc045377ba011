import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TCoachDetailsForm } from '@shared/schemas/coach-profile';
import * as store from '../lib/onboarding-storage';
import { parsePlan, stepFromPath, type CoachPlan } from '../lib/onboarding-steps';
import type { TProSetupForm } from '../lib/pro-setup-form';
import { OnboardingContext, type OnboardingContextValue } from './onboarding-context';

// Owns the onboarding state (docs/product/coach-onboarding.md#steps): the step from the path,
// the plan from ?plan= or local storage, and the saved drafts restored on load.
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const planParam = parsePlan(new URLSearchParams(search).get('plan'));
  const [storedPlan, setStoredPlan] = useState<CoachPlan | null>(() => planParam ?? store.readSavedPlan());
  const [savedDetails, setSavedDetails] = useState<TCoachDetailsForm | null>(() => store.readSavedDetails());
  const [savedProDetails, setSavedProDetails] = useState<TProSetupForm | null>(() => store.readSavedProDetails());
  const plan = planParam ?? storedPlan;

  // ?plan= sets the chosen plan, also for later visits (the register page reads it).
  useEffect(() => {
    if (planParam) store.savePlan(planParam);
  }, [planParam]);

  const selectPlan = useCallback((next: CoachPlan) => {
    store.savePlan(next);
    setStoredPlan(next);
  }, []);
  const storeDetails = useCallback((details: TCoachDetailsForm) => {
    store.saveDetails(details);
    setSavedDetails(details);
  }, []);
  const storeProDetails = useCallback((details: TProSetupForm) => {
    store.saveProDetails(details);
    setSavedProDetails(details);
  }, []);
  const clearDrafts = useCallback(() => {
    store.saveDetails(null);
    store.saveProDetails(null);
  }, []);
  const reset = useCallback(() => {
    clearDrafts();
    store.savePlan(null);
    setStoredPlan(null);
    setSavedDetails(null);
    setSavedProDetails(null);
  }, [clearDrafts]);

  const value = useMemo<OnboardingContextValue>(
    () => ({
      step: stepFromPath(location),
      plan,
      savedDetails,
      savedProDetails,
      selectPlan,
      storeDetails,
      storeProDetails,
      clearDrafts,
      reset,
    }),
    [location, plan, savedDetails, savedProDetails, selectPlan, storeDetails, storeProDetails, clearDrafts, reset],
  );
  return <OnboardingContext.Provider value={value}>{children}</OnboardingContext.Provider>;
}
