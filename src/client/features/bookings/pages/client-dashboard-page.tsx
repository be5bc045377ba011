import { useMemo } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/session/auth-context';
import { usePageMeta } from '@/lib/use-page-meta';
import { useUserBookings } from '@/lib/bookings/get-user-bookings';
import { DashboardProfileCard } from '../components/dashboard-profile-card';
import { EmptySessions } from '../components/empty-sessions';
import { MyPackages } from '../components/my-packages';
import { SeriesGroups } from '@/components/series/series-groups';
import { PastBookingCard } from '../components/past-booking-card';
import { UpcomingBookingCard } from '../components/upcoming-booking-card';
import { bookingStats, splitBookings } from '@/lib/bookings/split-bookings';
import { browserTimeZone } from '@/lib/time-zones';
import { LoadError, Loading } from '@/components/load-state';
import { MyPrograms } from '@/components/programs/dashboard/my-programs';

export function ClientDashboardPage() {
  const { user } = useAuth();
  const bookingsQuery = useUserBookings(Boolean(user));
  const timeZone = useMemo(() => browserTimeZone(), []);
  const { upcoming, past } = useMemo(() => splitBookings(bookingsQuery.data ?? []), [bookingsQuery.data]);
  usePageMeta('My Bookings');

  if (!user) return <p className="px-4 py-16 text-center text-muted-foreground">Loading...</p>;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 md:py-14">
      <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">Welcome back, {user.firstName}</h1>
      <p className="mt-2 text-muted-foreground">Your sessions, past and upcoming, in one place.</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <DashboardProfileCard user={user} stats={bookingsQuery.data ? bookingStats(bookingsQuery.data) : null} />
        <div className="min-w-0">
          <SeriesGroups timeZone={timeZone} viewer="client" />
          <Tabs defaultValue="upcoming">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList>
                <TabsTrigger value="upcoming">Upcoming Sessions</TabsTrigger>
                <TabsTrigger value="past">Past Sessions</TabsTrigger>
              </TabsList>
              <p className="text-xs text-muted-foreground">Times shown in {timeZone}</p>
            </div>
            {bookingsQuery.isLoading ? (
              <Loading label="Loading your sessions" />
            ) : bookingsQuery.isError ? (
              <LoadError what="your sessions" error={bookingsQuery.error} className="mt-6" />
            ) : (
              <>
                <TabsContent value="upcoming" className="grid gap-4">
                  {upcoming.length === 0 ? (
                    <EmptySessions title="No upcoming sessions" text="When you book a session it shows up here." />
                  ) : (
                    upcoming.map((booking) => <UpcomingBookingCard key={booking.id} booking={booking} timeZone={timeZone} />)
                  )}
                </TabsContent>
                <TabsContent value="past" className="grid gap-4">
                  {past.length === 0 ? (
                    <EmptySessions title="No past sessions" text="Sessions you have had or cancelled show up here." />
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
