import { useParams } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage, initials } from '@/components/ui/avatar';
import { ApiError } from '@/lib/api-client';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { useAdminUser } from '../api/get-admin-user';
import { BookingsTable } from '../components/bookings-table';
import { DetailCard, DetailFrame, Facts } from '../components/detail-frame';
import { ErrorBlock, LoadingBlock } from '../components/query-state';
import { ActiveBadge, RoleBadge } from '../components/status-badges';
import { UserStatusToggle } from '../components/user-status-toggle';
import { browserTimeZone } from '@/lib/time-zones';
import { useAdminFormats } from '../lib/format';
import { sectionHref } from '../lib/sections';

export function AdminUserPage() {
  const { id = '' } = useParams<{ id: string }>();
  const t = useT(adminEn);
  const { date, dollars } = useAdminFormats();
  const { data, isPending, error, refetch } = useAdminUser(id);
  const name = data ? `${data.user.firstName} ${data.user.lastName}` : '';
  usePageMeta(data ? t('admin.user.pageTitle', { name }) : t('admin.user.pageTitleLoading'));

  return (
    <DetailFrame backHref={sectionHref('users')} backLabel={t('admin.user.back')}>
      {isPending ? <LoadingBlock label={t('admin.user.loading')} /> : null}
      {error ? (
        <>
          <h1 className="font-serif text-3xl font-semibold">{t('admin.user.heading')}</h1>
          <ErrorBlock
            title={error instanceof ApiError && error.status === 404 ? t('admin.user.notFound') : t('admin.user.error')}
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
          <DetailCard title={t('admin.user.profile')}>
            <Facts
              items={[
                [t('admin.col.email'), data.user.email],
                [t('admin.col.username'), data.user.username],
                [t('admin.col.role'), t('admin.roleWord', { role: data.user.role })],
                [t('admin.col.status'), data.user.isActive ? t('admin.active') : t('admin.inactive')],
                [t('admin.user.joined'), date(data.user.createdAt)],
                [t('admin.user.bio'), data.user.bio?.trim() ? data.user.bio : t('admin.none')],
              ]}
            />
          </DetailCard>
          {data.coachProfile ? (
            <DetailCard title={t('admin.user.coachProfile')}>
              <Facts
                items={[
                  [t('admin.col.plan'), data.coachProfile.planType === 'pro' ? t('admin.plan.pro') : t('admin.plan.free')],
                  [t('admin.col.founding'), data.coachProfile.isFoundingCoach ? t('admin.yes') : t('admin.no')],
                  [t('admin.user.hourlyRate'), dollars(data.coachProfile.hourlyRate)],
                  [t('admin.user.timeZone'), data.coachProfile.timeZone],
                ]}
              />
            </DetailCard>
          ) : null}
          <section aria-labelledby="admin-user-bookings">
            <h2 id="admin-user-bookings" className="text-lg font-semibold">
              {t('admin.section.bookings')}
            </h2>
            <p className="mb-3 text-sm text-muted-foreground">{t('admin.user.bookingsIntro', { zone: browserTimeZone() })}</p>
            <BookingsTable bookings={data.bookings} caption={t('admin.user.bookingsOf', { name })} emptyText={t('admin.noBookingsYet')} />
          </section>
        </>
      ) : null}
    </DetailFrame>
  );
}
