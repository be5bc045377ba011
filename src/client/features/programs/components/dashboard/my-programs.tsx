import { Link } from 'wouter';
import { Loading } from '@/components/load-state';
import { errorMessage } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { useMySeats } from '../../api/buy-seat';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useMyWaitlist } from '../../api/dashboard-programs';
import { SeatCard } from './seat-card';
import { WaitlistPlaceCard } from './waitlist-place-card';

// The client dashboard's workshops and courses: their seats (live ones first)
// and their places on waitlists, in the client's own zone.
export function MyPrograms({ timeZone }: { timeZone: string }) {
  const t = useT(programsDashboardEn);
  const seats = useMySeats(true);
  const waitlist = useMyWaitlist(true);
  const error = seats.error ?? waitlist.error;
  const ordered = [...(seats.data ?? [])].sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
  const places = waitlist.data ?? [];

  return (
    <section className="mt-10 grid gap-4" aria-labelledby="client-programs-heading">
      <h2 id="client-programs-heading" className="font-serif text-2xl font-semibold tracking-tight">
        {t('programs-dashboard.myHeading')}
      </h2>
      {seats.isPending || waitlist.isPending ? (
        <Loading label={t('programs-dashboard.myLoading')} />
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(error, t('programs-dashboard.actionFailed'))}
        </p>
      ) : ordered.length === 0 && places.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t('programs-dashboard.myEmpty')}{' '}
          <Link href="/programs" className="text-primary underline">
            {t('programs-dashboard.browse')}
          </Link>
        </p>
      ) : (
        <>
          {ordered.length > 0 && (
            <ul className="grid gap-3" aria-label={t('programs-dashboard.seatsLabel')}>
              {ordered.map((seat) => (
                <SeatCard key={seat.id} seat={seat} timeZone={timeZone} />
              ))}
            </ul>
          )}
          {places.length > 0 && (
            <ul className="grid gap-3" aria-label={t('programs-dashboard.waitlistLabel')}>
              {places.map((place) => (
                <WaitlistPlaceCard key={place.programId} place={place} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
