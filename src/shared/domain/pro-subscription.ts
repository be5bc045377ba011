// What a Pro subscription's state at Stripe means for the coach's plan
// (docs/decisions/0049-earnings-and-pro-subscription-events.md).

export type PlanChange =
  // Stripe says the subscription works and no card step is pending.
  | { plan: 'pro' }
  // The subscription no longer pays for Pro. `forget` when it can never
  // come back (Stripe's terminal states), so the next subscribe starts anew
  // and a late event about it finds no coach.
  | { plan: 'free'; forget: boolean }
  // Nothing changes: still being set up, or in the grace period of a failed
  // renewal (past_due) while Stripe retries the card.
  | { plan: 'unchanged' };

const ENDED: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);
const UNPAID: ReadonlySet<string> = new Set(['unpaid', 'paused']);

export function planChangeFor(status: string, cardStepPending: boolean, deleted = false): PlanChange {
  if (deleted || ENDED.has(status)) return { plan: 'free', forget: true };
  if (UNPAID.has(status)) return { plan: 'free', forget: false };
  if ((status === 'active' || status === 'trialing') && !cardStepPending) return { plan: 'pro' };
  return { plan: 'unchanged' };
}
