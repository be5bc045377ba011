import { CalendarCheck, DollarSign, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDollars } from '@shared/domain/money';
import { Card } from '@/components/ui/card';
import { useAdminOverview } from '../api/get-admin-overview';
import { browserTimeZone } from '@/lib/time-zones';
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
  const { data, isPending, error, refetch } = useAdminOverview();
  if (isPending) return <LoadingBlock label="Loading the overview" />;
  if (error) return <ErrorBlock title="Could not load the overview" error={error} onRetry={() => void refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-8">
      <AdminSection title="Overview" description="The platform at a glance." contentLabel="Key figures">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard title="Total Users" value={String(data.users.total)} note={`${data.users.active} active`} icon={<Users />} />
          <StatCard title="Coaches" value={String(data.coaches.total)} note={`${data.clients.total} clients`} icon={<UserRound />} />
          <StatCard
            title="Bookings"
            value={String(data.bookings.total)}
            note={`${data.bookings.completed} completed`}
            icon={<CalendarCheck />}
          />
          <StatCard title="Revenue" value={formatDollars(data.revenue)} note="Completed, paid sessions" icon={<DollarSign />} />
        </div>
      </AdminSection>
      <section aria-labelledby="admin-recent-users">
        <h3 id="admin-recent-users" className="mb-3 text-lg font-semibold">
          Recent Users
        </h3>
        <UsersTable users={data.recentUsers} caption="The 5 most recent users" emptyText="No users yet" withToggle={false} />
      </section>
      <section aria-labelledby="admin-recent-bookings">
        <h3 id="admin-recent-bookings" className="mb-1 text-lg font-semibold">
          Recent Bookings
        </h3>
        <p className="mb-3 text-sm text-muted-foreground">Times shown in {browserTimeZone()}</p>
        <BookingsTable bookings={data.recentBookings} caption="The 5 most recent bookings" emptyText="No bookings yet" />
      </section>
    </div>
  );
}
