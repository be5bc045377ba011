import { lazy, Suspense, useState } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import type { TEarnings } from '@shared/schemas/coach-profile';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CoachReviewsList } from './coach-reviews-list';
import { EarningsPanel, type EarningPeriod } from './earnings-panel';
import { PastSessions } from './past-sessions';
import { PayoutsEarnings } from './payouts-earnings';
import { UpcomingSessionCard } from './upcoming-session-card';
import { WeekCalendar } from './week-calendar';
import { LoadError, Loading } from '@/components/load-state';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { ProgramsTabContent, ProgramsTabTrigger } from '@/features/programs';

// The editor, its schemas and the slot engine load when the tab is first opened,
// not with the dashboard most visits only read.
const AvailabilityPanel = lazy(() => import('./availability-panel').then((m) => ({ default: m.AvailabilityPanel })));

type DashboardTabsProps = {
  bookings: { data: TBooking[]; upcoming: TBooking[]; past: TBooking[] } | null;
  bookingsError: Error | null;
  earnings: { data: TEarnings | undefined; isLoading: boolean; error: Error | null };
  timeZone: string;
};

export function DashboardTabs({ bookings, bookingsError, earnings, timeZone }: DashboardTabsProps) {
  // The earnings period defaults to monthly (docs/product/coach-dashboard.md#earnings).
  const [period, setPeriod] = useState<EarningPeriod>('monthly');
  const t = useT(coachDashboardEn);
  const sessions = bookingsError ? (
    <LoadError what={t('coach-dashboard.whatSessions')} error={bookingsError} />
  ) : !bookings ? (
    <Loading label={t('coach-dashboard.loadingSessions')} />
  ) : null;

  return (
    <Tabs defaultValue="upcoming">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Five tabs wrap onto two lines on a phone rather than push the page sideways. */}
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="upcoming">{t('coach-dashboard.tabUpcoming')}</TabsTrigger>
          <TabsTrigger value="calendar">{t('coach-dashboard.tabCalendar')}</TabsTrigger>
          <TabsTrigger value="earnings">{t('coach-dashboard.tabEarnings')}</TabsTrigger>
          <TabsTrigger value="reviews">{t('coach-dashboard.tabReviews')}</TabsTrigger>
          <TabsTrigger value="availability">{t('coach-dashboard.tabAvailability')}</TabsTrigger>
          <ProgramsTabTrigger />
        </TabsList>
        <p className="text-xs text-muted-foreground">{t('coach-dashboard.timesShownIn', { zone: timeZone })}</p>
      </div>
      <TabsContent value="upcoming">
        {sessions ??
          (bookings ? (
            <>
              <div className="grid gap-4">
                {bookings.upcoming.length === 0 ? (
                  <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
                    {t('coach-dashboard.noUpcoming')}
                  </p>
                ) : (
                  bookings.upcoming.map((booking) => <UpcomingSessionCard key={booking.id} booking={booking} timeZone={timeZone} />)
                )}
              </div>
              <PastSessions past={bookings.past} timeZone={timeZone} />
            </>
          ) : null)}
      </TabsContent>
      <TabsContent value="calendar">
        {sessions ?? (bookings ? <WeekCalendar bookings={bookings.data} timeZone={timeZone} /> : null)}
      </TabsContent>
      <TabsContent value="earnings" className="grid grid-cols-1 gap-6">
        <PayoutsEarnings timeZone={timeZone} />
        <EarningsPanel
          earnings={earnings.data}
          isLoading={earnings.isLoading}
          error={earnings.error}
          period={period}
          onPeriod={setPeriod}
          timeZone={timeZone}
        />
      </TabsContent>
      <TabsContent value="reviews">
        {/* Mounted, and so fetched, only once the tab is opened. */}
        <CoachReviewsList />
      </TabsContent>
      <TabsContent value="availability">
        {/* Mounted, and so fetched, only once the tab is opened; existing sessions feed its preview. */}
        <Suspense fallback={<Loading label={t('coach-dashboard.loadingAvailability')} />}>
          <AvailabilityPanel bookings={bookings?.data ?? null} />
        </Suspense>
      </TabsContent>
      <ProgramsTabContent timeZone={timeZone} />
    </Tabs>
  );
}
