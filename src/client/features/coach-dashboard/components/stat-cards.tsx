import { CalendarCheck, CalendarDays, CalendarX, DollarSign, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { coachFormats } from '../lib/coach-formats';
import type { CoachStats } from '../lib/coach-stats';

type StatCardsProps = { stats: CoachStats | null; revenue: number | null };

function StatCard({ label, value, icon: Icon, testId }: { label: string; value: string; icon: LucideIcon; testId: string }) {
  return (
    <Card className="flex items-center gap-3 p-4 sm:p-5">
      <span className="hidden size-10 shrink-0 items-center sm:flex justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="truncate text-xl font-semibold tabular-nums sm:text-2xl" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

// Total Sessions, Completed, Cancelled, Revenue (docs/product/coach-dashboard.md#stat-cards).
export function StatCards({ stats, revenue }: StatCardsProps) {
  const t = useT(coachDashboardEn);
  const formatPrice = coachFormats(useLocale()).price;
  const count = (value: number | undefined) => (value === undefined ? '–' : String(value));
  return (
    <section aria-label={t('coach-dashboard.yourNumbers')} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label={t('coach-dashboard.statTotal')} value={count(stats?.total)} icon={CalendarDays} testId="stat-total" />
      <StatCard label={t('coach-dashboard.statCompleted')} value={count(stats?.completed)} icon={CalendarCheck} testId="stat-completed" />
      <StatCard label={t('coach-dashboard.statCancelled')} value={count(stats?.cancelled)} icon={CalendarX} testId="stat-cancelled" />
      <StatCard
        label={t('coach-dashboard.statRevenue')}
        value={revenue === null ? '–' : formatPrice(revenue)}
        icon={DollarSign}
        testId="stat-revenue"
      />
    </section>
  );
}
