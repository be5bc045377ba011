import { describe, expect, it } from 'vitest';
import { dashboardPathFor, pathAfterRegistration, pathAfterSignIn } from './redirects';

describe('auth redirects', () => {
  it('sends each role to its dashboard and unknown roles to the client one', () => {
    expect(dashboardPathFor({ role: 'admin' })).toBe('/dashboard/admin');
    expect(dashboardPathFor({ role: 'coach' })).toBe('/dashboard/coach');
    expect(dashboardPathFor({ role: 'client' })).toBe('/dashboard/client');
    expect(dashboardPathFor({ role: 'mentor' as never })).toBe('/dashboard/client');
    expect(dashboardPathFor(null)).toBe('/auth');
  });

  it('after sign-in: returnTo first, then coach dashboard or home', () => {
    expect(pathAfterSignIn({ role: 'coach' }, null)).toBe('/dashboard/coach');
    expect(pathAfterSignIn({ role: 'client' }, null)).toBe('/');
    expect(pathAfterSignIn({ role: 'admin' }, null)).toBe('/');
    expect(pathAfterSignIn({ role: 'client' }, '/coaches/4')).toBe('/coaches/4');
    expect(pathAfterSignIn({ role: 'client' }, '//evil.example')).toBe('/');
  });

  it('after registration: coaches go to the plan step', () => {
    expect(pathAfterRegistration({ role: 'coach' }, '/coaches/4')).toBe('/coach-onboarding/plan');
    expect(pathAfterRegistration({ role: 'client' }, '/coaches/4')).toBe('/coaches/4');
    expect(pathAfterRegistration({ role: 'client' }, null)).toBe('/');
  });
});
