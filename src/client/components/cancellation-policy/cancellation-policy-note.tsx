import { CalendarX2 } from 'lucide-react';
import type { CancellationPolicy } from '@shared/domain/cancellation-policy';
import { noticesEn } from '@/i18n/catalogs/notices.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

// The coach's policy as a client reads it: on the profile and at checkout,
// before paying (docs/product/cancellation-policy.md).
export function CancellationPolicyNote({ policy, className }: { policy: CancellationPolicy; className?: string }) {
  const t = useT(noticesEn);
  return (
    <section
      aria-label={t('notices.policy.label')}
      className={cn('flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm', className)}
      data-testid="cancellation-policy"
    >
      <CalendarX2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <p className="font-medium">{t('notices.policy.title', { policy: t(`notices.policy.${policy}`) })}</p>
        <p className="text-muted-foreground">{t(`notices.policy.${policy}Summary`)}</p>
      </div>
    </section>
  );
}
