// Onboarding drafts kept in local storage (docs/product/coach-onboarding.md#saved-drafts) so a
// reload or the trip through /auth does not lose them. Anything unreadable is
// ignored (and logged): a bad draft must never break the flow.
import { ZCoachDetailsForm, type TCoachDetailsForm } from '@shared/schemas/coach-profile';
import { parsePlan, type CoachPlan } from './onboarding-steps';
import { ZProSetupForm, type TProSetupForm } from './pro-setup-form';

export const STORAGE_KEYS = {
  plan: 'coachSelectedPlan',
  details: 'coachOnboardingDetails',
  proDetails: 'coachOnboardingProDetails',
} as const;

type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string, schema: Schema<T>): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw) as unknown);
    if (parsed.success) return parsed.data;
    console.error(`Ignoring saved onboarding data under "${key}": it does not match the form.`);
  } catch (error) {
    console.error(`Ignoring saved onboarding data under "${key}": it is not valid JSON.`, error);
  }
  return null;
}

function write(key: string, value: string | null) {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch (error) {
    // Private mode or a full quota: the flow still works for this page view.
    console.error(`Could not save onboarding data under "${key}".`, error);
  }
}

export function readSavedPlan(): CoachPlan | null {
  return parsePlan(storage()?.getItem(STORAGE_KEYS.plan));
}

export const readSavedDetails = (): TCoachDetailsForm | null => readJson(STORAGE_KEYS.details, ZCoachDetailsForm);
export const readSavedProDetails = (): TProSetupForm | null => readJson(STORAGE_KEYS.proDetails, ZProSetupForm);

export const savePlan = (plan: CoachPlan | null) => write(STORAGE_KEYS.plan, plan);
export const saveDetails = (details: TCoachDetailsForm | null) => write(STORAGE_KEYS.details, details ? JSON.stringify(details) : null);
export const saveProDetails = (details: TProSetupForm | null) => write(STORAGE_KEYS.proDetails, details ? JSON.stringify(details) : null);
