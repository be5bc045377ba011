import { useMemo } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { useUserBookings } from '@/lib/bookings/get-user-bookings';
import { DashboardProfileCard } from '../components/dashboard-profile-card';
import { EmptySessions } from '../components/empty-sessions';
import { MyPackages } from '@/features/packages';
import { SeriesGroups } from '@/features/series';
import { PastBookingCard } from '../components/past-booking-card';
import { UpcomingBookingCard } from '../components/upcoming-booking-card';
import { bookingStats, splitBookings } from '@/lib/bookings/split-bookings';
import { browserTimeZone } from '@/lib/time-zones';
import { LoadError, Loading } from '@/components/load-state';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { MyPrograms } from '@/features/programs';

export function ClientDashboardPage() {
  const { user } = useAuth();
  const bookingsQuery = useUserBookings(Boolean(user));
  const timeZone = useMemo(() => browserTimeZone(), []);
  const { upcoming, past } = useMemo(() => splitBookings(bookingsQuery.data ?? []), [bookingsQuery.data]);
  const t = useT(clientDashboardEn);
  usePageMeta(t('client-dashboard.title'));

  if (!user) return <p className="px-4 py-16 text-center text-muted-foreground">{t('client-dashboard.loading')}</p>;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('client-dashboard.welcome', { name: user.firstName })}
      </h1>
      <p className="mt-2 text-muted-foreground">{t('client-dashboard.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <DashboardProfileCard user={user} stats={bookingsQuery.data ? bookingStats(bookingsQuery.data) : null} />
        <div className="min-w-0">
          <SeriesGroups timeZone={timeZone} viewer="client" />
          <Tabs defaultValue="upcoming">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList>
                <TabsTrigger value="upcoming">{t('client-dashboard.upcomingTab')}</TabsTrigger>
                <TabsTrigger value="past">{t('client-dashboard.pastTab')}</TabsTrigger>
              </TabsList>
              <p className="text-xs text-muted-foreground">{t('client-dashboard.timesShownIn', { zone: timeZone })}</p>
            </div>
            {bookingsQuery.isLoading ? (
              <Loading label={t('client-dashboard.loadingSessions')} />
            ) : bookingsQuery.isError ? (
              <LoadError what={t('client-dashboard.yourSessions')} error={bookingsQuery.error} className="mt-6" />
            ) : (
              <>
                <TabsContent value="upcoming" className="grid gap-4">
                  {upcoming.length === 0 ? (
                    <EmptySessions title={t('client-dashboard.noUpcoming')} text={t('client-dashboard.noUpcomingText')} />
                  ) : (
                    upcoming.map((booking) => <UpcomingBookingCard key={booking.id} booking={booking} timeZone={timeZone} />)
                  )}
                </TabsContent>
                <TabsContent value="past" className="grid gap-4">
                  {past.length === 0 ? (
                    <EmptySessions title={t('client-dashboard.noPast')} text={t('client-dashboard.noPastText')} />
                  ) : (
                    past.map((booking) => <PastBookingCard key={booking.id} booking={booking} timeZone={timeZone} />)
                  )}
                </TabsContent>
              </>
            )}
          </Tabs>
          <MyPackages timeZone={timeZone} />
          <MyPrograms timeZone={timeZone} />
        </div>
      </div>
    </section>
  );
}
