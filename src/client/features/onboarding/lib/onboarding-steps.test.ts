import { describe, expect, it } from 'vitest';
import { authRedirectFor, parsePlan, stepAfterDetails, stepFromPath, stepPath } from './onboarding-steps';

describe('stepFromPath', () => {
  it('maps the base path to plan and known steps to themselves', () => {
    expect(stepFromPath('/coach-onboarding')).toBe('plan');
    expect(stepFromPath('/coach-onboarding/')).toBe('plan');
    for (const step of ['plan', 'details', 'pro', 'payment', 'success']) expect(stepFromPath(`/coach-onboarding/${step}`)).toBe(step);
  });

  it('returns null for unknown steps so the page redirects to plan', () => {
    expect(stepFromPath('/coach-onboarding/billing')).toBeNull();
    expect(stepFromPath('/coach-onboarding/details/extra')).toBeNull();
  });
});

describe('plans and redirects', () => {
  it('accepts only free and pro', () => {
    expect(parsePlan('free')).toBe('free');
    expect(parsePlan('pro')).toBe('pro');
    for (const value of ['PRO', 'premium', '', null, undefined]) expect(parsePlan(value)).toBeNull();
  });

  it('sends visitors to sign in and back to the details step with the plan', () => {
    expect(authRedirectFor(null)).toBe('/auth?returnTo=%2Fcoach-onboarding%2Fdetails');
    const url = new URL(authRedirectFor('pro'), 'http://x');
    expect(url.searchParams.get('returnTo')).toBe('/coach-onboarding/details?plan=pro');
  });

  it('goes from details to pro for Pro and straight to success otherwise', () => {
    expect(stepAfterDetails('pro')).toBe('pro');
    expect(stepAfterDetails('free')).toBe('success');
    expect(stepAfterDetails(null)).toBe('success');
    expect(stepPath('details', 'free')).toBe('/coach-onboarding/details?plan=free');
  });
});
