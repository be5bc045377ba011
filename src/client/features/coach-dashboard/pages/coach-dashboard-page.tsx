import { useEffect, useMemo } from 'react';
import { SeriesGroups } from '@/features/series';
import { Redirect } from 'wouter';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/auth-context';
import { dashboardPathFor } from '@/lib/session/redirects';
import { useUserBookings } from '@/lib/bookings/get-user-bookings';
import { splitBookings } from '@/lib/bookings/split-bookings';
import { browserTimeZone } from '@/lib/time-zones';
import { usePageMeta } from '@/lib/use-page-meta';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useCoachEarnings } from '../api/get-coach-earnings';
import { isMissingProfile, useCoachMe } from '../api/get-coach-me';
import { BetaBanner } from '../components/beta-banner';
import { BusyCalendarCard } from '../components/busy-calendar-card';
import { CalDavCard } from '../components/caldav-card';
import { CalendarSyncCard } from '../components/calendar-sync-card';
import { PackagesCard } from '@/features/packages';
import { CoachProfileCard } from '../components/coach-profile-card';
import { DashboardTabs } from '../components/dashboard-tabs';
import { ListingStatusNotice } from '../components/listing-status-notice';
import { NoCoachProfile } from '../components/no-coach-profile';
import { PayoutsCard } from '../components/payouts-card';
import { PayoutsListingNotice } from '../components/payouts-listing-notice';
import { StatCards } from '../components/stat-cards';
import { coachStats } from '../lib/coach-stats';

export function CoachDashboardPage() {
  const { user } = useAuth();
  // Without a signed-in coach nothing is fetched (docs/product/coach-dashboard.md#who-sees-it).
  const isCoach = user?.role === 'coach';
  const coachQuery = useCoachMe(isCoach);
  const bookingsQuery = useUserBookings(isCoach);
  const earningsQuery = useCoachEarnings(isCoach && coachQuery.isSuccess);
  const coach = coachQuery.data;
  const t = useT(coachDashboardEn);
  usePageMeta(t('coach-dashboard.title'));

  const missingProfile = isMissingProfile(coachQuery.error);
  const profileFailed = coachQuery.isError && !missingProfile;
  useEffect(() => {
    if (profileFailed)
      toast({ title: t('coach-dashboard.profileErrorTitle'), description: t('coach-dashboard.profileErrorText'), variant: 'destructive' });
  }, [profileFailed, t]);

  const timeZone = coach?.timeZone ?? browserTimeZone();
  const bookings = useMemo(() => {
    if (!bookingsQuery.data) return null;
    // A coach's list holds the sessions they give; keep only those once the profile is known.
    const data = coach ? bookingsQuery.data.filter((b) => b.coachId === coach.id) : bookingsQuery.data;
    return { data, ...splitBookings(data) };
  }, [bookingsQuery.data, coach]);

  if (!user) return null;
  if (!isCoach) return <Redirect to={dashboardPathFor(user)} replace />;
  if (missingProfile) return <NoCoachProfile firstName={user.firstName} />;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-12">
      {coach && <ListingStatusNotice coach={coach} />}
      {coach && <PayoutsListingNotice />}
      <BetaBanner />
      <div className="mb-6">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{t('coach-dashboard.title')}</h1>
        <p className="mt-2 text-muted-foreground">{t('coach-dashboard.welcome', { name: user.firstName })}</p>
      </div>
      <StatCards stats={bookings ? coachStats(bookings.data) : null} revenue={earningsQuery.data?.earnings.total ?? null} />
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <div className="grid gap-6">
          {coach ? (
            <>
              <CoachProfileCard coach={coach} />
              <PayoutsCard />
              <PackagesCard coach={coach} />
              <CalendarSyncCard coach={coach} />
              <CalDavCard coach={coach} />
              <BusyCalendarCard coach={coach} />
            </>
          ) : profileFailed ? (
            <p role="alert" className="rounded-xl border bg-card p-6 text-sm text-destructive">
              {t('coach-dashboard.profileErrorText')}
            </p>
          ) : (
            <div
              className="grid gap-4 rounded-xl border bg-card p-6"
              role="status"
              aria-busy="true"
              aria-label={t('coach-dashboard.loadingProfile')}
            >
              <Skeleton className="size-16 rounded-full" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-24 w-full" />
            </div>
          )}
        </div>
        <div className="min-w-0">
          <SeriesGroups timeZone={timeZone} viewer="coach" />
          <DashboardTabs
            bookings={bookings}
            bookingsError={bookingsQuery.error}
            earnings={{ data: earningsQuery.data, isLoading: earningsQuery.isLoading || coachQuery.isLoading, error: earningsQuery.error }}
            timeZone={timeZone}
          />
        </div>
      </div>
    </section>
  );
}
