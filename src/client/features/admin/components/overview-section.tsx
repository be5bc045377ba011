import { CalendarCheck, DollarSign, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useAdminOverview } from '../api/get-admin-overview';
import { browserTimeZone } from '@/lib/time-zones';
import { useAdminFormats } from '../lib/format';
import { BookingsTable } from './bookings-table';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { UsersTable } from './users-table';

function StatCard({ title, value, note, icon }: { title: string; value: string; note: string; icon: ReactNode }) {
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <span aria-hidden="true" className="rounded-lg bg-secondary p-2 text-secondary-foreground [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="mt-2 text-3xl font-semibold tabular-nums text-foreground">{value}</p>
      <p className="mt-1 text-sm text-muted-foreground">{note}</p>
    </Card>
  );
}

export function OverviewSection() {
  const t = useT(adminEn);
  const { dollars } = useAdminFormats();
  const { data, isPending, error, refetch } = useAdminOverview();
  if (isPending) return <LoadingBlock label={t('admin.overview.loading')} />;
  if (error) return <ErrorBlock title={t('admin.overview.error')} error={error} onRetry={() => void refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-8">
      <AdminSection
        title={t('admin.section.overview')}
        description={t('admin.overview.description')}
        contentLabel={t('admin.overview.keyFigures')}
      >
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title={t('admin.overview.totalUsers')}
            value={String(data.users.total)}
            note={t('admin.overview.activeCount', { count: data.users.active })}
            icon={<Users />}
          />
          <StatCard
            title={t('admin.section.coaches')}
            value={String(data.coaches.total)}
            note={t('admin.overview.clientsCount', { count: data.clients.total })}
            icon={<UserRound />}
          />
          <StatCard
            title={t('admin.section.bookings')}
            value={String(data.bookings.total)}
            note={t('admin.overview.completedCount', { count: data.bookings.completed })}
            icon={<CalendarCheck />}
          />
          <StatCard
            title={t('admin.overview.revenue')}
            value={dollars(data.revenue)}
            note={t('admin.overview.revenueNote')}
            icon={<DollarSign />}
          />
        </div>
      </AdminSection>
      <section aria-labelledby="admin-recent-users">
        <h3 id="admin-recent-users" className="mb-3 text-lg font-semibold">
          {t('admin.overview.recentUsers')}
        </h3>
        <UsersTable
          users={data.recentUsers}
          caption={t('admin.overview.recentUsersCaption')}
          emptyText={t('admin.overview.noUsers')}
          withToggle={false}
        />
      </section>
      <section aria-labelledby="admin-recent-bookings">
        <h3 id="admin-recent-bookings" className="mb-1 text-lg font-semibold">
          {t('admin.overview.recentBookings')}
        </h3>
        <p className="mb-3 text-sm text-muted-foreground">{t('admin.timesShownIn', { zone: browserTimeZone() })}</p>
        <BookingsTable
          bookings={data.recentBookings}
          caption={t('admin.overview.recentBookingsCaption')}
          emptyText={t('admin.noBookingsYet')}
        />
      </section>
    </div>
  );
}
