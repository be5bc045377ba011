import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '@/lib/session/auth-context';
import { dashboardPathFor } from '@/lib/session/redirects';
import { browserTimeZone } from '@/lib/time-zones';
import { Pager } from '@/components/pager';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCoachHistory } from '../api/get-coach-history';
import { useCoachMe } from '../api/get-coach-me';
import { CoachPageFrame } from '../components/coach-page-frame';
import { PastSessionRow } from '../components/past-sessions';
import { LoadError, Loading } from '@/components/load-state';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';

function pageFrom(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function CoachHistoryPage() {
  const { user } = useAuth();
  const isCoach = user?.role === 'coach';
  const search = useSearch();
  const [location, navigate] = useLocation();
  const page = pageFrom(search);
  const coachQuery = useCoachMe(isCoach);
  const history = useCoachHistory(page, isCoach);
  const timeZone = coachQuery.data?.timeZone ?? browserTimeZone();
  const t = useT(coachDashboardEn);
  usePageMeta(t('coach-dashboard.historyTitle'));

  if (!user) return null;
  if (!isCoach) return <Redirect to={dashboardPathFor(user)} replace />;

  const data = history.data;
  return (
    <CoachPageFrame title={t('coach-dashboard.historyTitle')} intro={<p>{t('coach-dashboard.historyIntro', { zone: timeZone })}</p>}>
      {history.isLoading ? (
        <Loading label={t('coach-dashboard.loadingSessions')} />
      ) : history.isError ? (
        <LoadError what={t('coach-dashboard.whatSessions')} error={history.error} />
      ) : !data || data.total === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-muted-foreground">
          {t('coach-dashboard.noPast')}
        </p>
      ) : (
        <>
          <ul
            className="divide-y rounded-xl border bg-card"
            aria-busy={history.isPlaceholderData}
            aria-label={t('coach-dashboard.historyPage', { page: String(data.page) })}
          >
            {data.bookings.map((booking) => (
              <PastSessionRow key={booking.id} booking={booking} timeZone={timeZone} />
            ))}
          </ul>
          <Pager
            page={data.page}
            totalPages={Math.max(1, data.totalPages)}
            total={data.total}
            noun={{ one: t('coach-dashboard.nounSession'), many: t('coach-dashboard.nounSessions') }}

            onPage={(next) => navigate(next === 1 ? location : `${location}?page=${next}`)}
          />
        </>
      )}
    </CoachPageFrame>
  );
}
