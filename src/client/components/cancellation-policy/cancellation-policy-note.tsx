import { CalendarX2 } from 'lucide-react';
import { CANCELLATION_POLICY_LABELS, CANCELLATION_POLICY_SUMMARIES, type CancellationPolicy } from '@shared/domain/cancellation-policy';
import { cn } from '@/lib/utils';

// The coach's policy as a client reads it: on the profile and at checkout,
// before paying (docs/product/cancellation-policy.md).
export function CancellationPolicyNote({ policy, className }: { policy: CancellationPolicy; className?: string }) {
  return (
    <section
      aria-label="Cancellation policy"
      className={cn('flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm', className)}
      data-testid="cancellation-policy"
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">Cancellation policy: {CANCELLATION_POLICY_LABELS[policy]}</p>
        <p className="text-muted-foreground">{CANCELLATION_POLICY_SUMMARIES[policy]}</p>
      </div>
    </section>
  );
}
