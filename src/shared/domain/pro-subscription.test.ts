import { describe, expect, it } from 'vitest';
import { planChangeFor } from './pro-subscription.js';

describe('planChangeFor', () => {
  it('keeps or restores Pro while Stripe says the subscription works', () => {
    expect(planChangeFor('active', false)).toEqual({ plan: 'pro' });
    expect(planChangeFor('trialing', false)).toEqual({ plan: 'pro' });
  });

  it('does not make a coach Pro while the card step is still pending', () => {
    expect(planChangeFor('trialing', true)).toEqual({ plan: 'unchanged' });
    expect(planChangeFor('incomplete', false)).toEqual({ plan: 'unchanged' });
  });

  it('leaves the plan alone during the past_due grace period', () => {
    expect(planChangeFor('past_due', false)).toEqual({ plan: 'unchanged' });
  });

  it('falls back to Free when the subscription stays unpaid, keeping it for a later payment', () => {
    expect(planChangeFor('unpaid', false)).toEqual({ plan: 'free', forget: false });
    expect(planChangeFor('paused', false)).toEqual({ plan: 'free', forget: false });
  });

  it('falls back to Free and forgets the subscription once it has ended', () => {
    expect(planChangeFor('canceled', false)).toEqual({ plan: 'free', forget: true });
    expect(planChangeFor('incomplete_expired', false)).toEqual({ plan: 'free', forget: true });
    expect(planChangeFor('active', false, true)).toEqual({ plan: 'free', forget: true });
  });

  it('ignores a status it does not know', () => {
    expect(planChangeFor('something_new', false)).toEqual({ plan: 'unchanged' });
  });
});
