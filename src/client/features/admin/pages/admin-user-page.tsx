import { useParams } from 'wouter';
import { formatDollars } from '@shared/domain/money';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { ApiError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAdminUser } from '../api/get-admin-user';
import { BookingsTable } from '../components/bookings-table';
import { DetailCard, DetailFrame, Facts } from '../components/detail-frame';
import { ErrorBlock, LoadingBlock } from '../components/query-state';
import { ActiveBadge, RoleBadge } from '../components/status-badges';
import { UserStatusToggle } from '../components/user-status-toggle';
import { browserTimeZone } from '@/lib/time-zones';
import { formatDate } from '../lib/format';
import { sectionHref } from '../lib/sections';

export function AdminUserPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, isPending, error, refetch } = useAdminUser(id);
  usePageMeta(data ? `${data.user.firstName} ${data.user.lastName} · Admin` : 'User Details · Admin');

  return (
    <DetailFrame backHref={sectionHref('users')} backLabel="Back to users">
      {isPending ? <LoadingBlock label="Loading the user" /> : null}
      {error ? (
        <>
          <h1 className="font-serif text-3xl font-semibold">User Details</h1>
          <ErrorBlock
            title={error instanceof ApiError && error.status === 404 ? 'User not found' : 'Could not load this user'}
            error={error}
            onRetry={error instanceof ApiError && error.status === 404 ? undefined : () => void refetch()}
          />
        </>
      ) : null}
      {data ? (
        <>
          <div className="flex flex-wrap items-center gap-4">
            <Avatar className="size-16">
              {data.user.profileImage ? <AvatarImage src={data.user.profileImage} alt="" /> : null}
              <AvatarFallback className="text-lg">{initials(data.user.firstName, data.user.lastName)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0 flex-1">
              <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground">
                {data.user.firstName} {data.user.lastName}
              </h1>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <RoleBadge role={data.user.role} />
                <ActiveBadge isActive={data.user.isActive} />
              </div>
            </div>
            <UserStatusToggle user={data.user} size="default" />
          </div>
          <DetailCard title="Profile">
            <Facts
              items={[
                ['E-mail', data.user.email],
                ['Username', data.user.username],
                ['Role', data.user.role],
                ['Status', data.user.isActive ? 'Active' : 'Inactive'],
                ['Joined', formatDate(data.user.createdAt)],
                ['Bio', data.user.bio?.trim() ? data.user.bio : 'None'],
              ]}
            />
          </DetailCard>
          {data.coachProfile ? (
            <DetailCard title="Coach profile">
              <Facts
                items={[
                  ['Plan', data.coachProfile.planType === 'pro' ? 'Pro' : 'Free'],
                  ['Founding coach', data.coachProfile.isFoundingCoach ? 'Yes' : 'No'],
                  ['Hourly rate', formatDollars(data.coachProfile.hourlyRate)],
                  ['Time zone', data.coachProfile.timeZone],
                ]}
              />
            </DetailCard>
          ) : null}
          <section aria-labelledby="admin-user-bookings">
            <h2 id="admin-user-bookings" className="text-lg font-semibold">
              Bookings
            </h2>
            <p className="mb-3 text-sm text-muted-foreground">Latest 50, as client or coach. Times shown in {browserTimeZone()}.</p>
            <BookingsTable
              bookings={data.bookings}
              caption={`Bookings of ${data.user.firstName} ${data.user.lastName}`}
              emptyText="No bookings yet"
            />
          </section>
        </>
      ) : null}
    </DetailFrame>
  );
}
