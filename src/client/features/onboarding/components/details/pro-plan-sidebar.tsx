import { Crown } from 'lucide-react';
import { Card } from '@/components/ui/card';
import type { CoachPlan } from '../../lib/onboarding-steps';
import { PRO_FEATURES } from '../../lib/plan-features';

// The Pro plan is free during beta, regularly $29/month (docs/product/coach-onboarding.md#details-form).
export function ProPlanSidebar({ plan }: { plan: CoachPlan | null }) {
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-indigo-50 to-card p-6">
      <div className="flex items-center gap-2 text-primary">
        <Crown aria-hidden="true" className="size-5" />
        <h2 className="text-lg font-semibold">Pro Plan</h2>
      </div>
      <p className="mt-3 text-sm">
        <span className="font-semibold">Free during beta</span>, regularly <span className="font-semibold">$29/month</span>.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        {plan === 'pro'
          ? 'You chose Pro: after this step you will set up your practice details.'
          : 'You can upgrade to Pro at any time. We will let you know before paid plans go live.'}
      </p>
      <ul className="mt-4 grid gap-2 text-sm">
        {PRO_FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-primary">
              •
            </span>
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
