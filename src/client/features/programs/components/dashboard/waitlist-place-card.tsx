import { Link } from 'wouter';
import type { TMyWaitlistEntry } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { useLeaveWaitlist } from '../../api/waitlist';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { programFormats } from '../../lib/program-formats';

// A place on a waitlist: the position in line, or the seat held for the client
// with its deadline; claiming is paying on the program's page.
export function WaitlistPlaceCard({ place, timeZone }: { place: TMyWaitlistEntry; timeZone: string }) {
  const t = useT(programsDashboardEn);
  const format = programFormats(useLocale());
  const leave = useLeaveWaitlist(String(place.programId));
  const offered = place.status === 'offered';
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-sm" aria-label={place.programTitle}>
      <Link
        href={`/programs/${place.programId}`}
        className="font-semibold text-foreground underline-offset-4 hover:underline [overflow-wrap:anywhere]"
      >
        {place.programTitle}
      </Link>
      <p className="text-muted-foreground">{t('programs-dashboard.startsOn', { date: format.date(place.firstMeeting, timeZone) })}</p>
      <p className="font-medium" data-testid="waitlist-status">
        {offered && place.offerExpiresAt
          ? t('programs-dashboard.offered', {
              date: format.date(place.offerExpiresAt, timeZone),
              time: format.time(place.offerExpiresAt, timeZone),
            })
          : t('programs-dashboard.waiting', { position: place.position ?? 1 })}
      </p>
      <div className="flex flex-wrap gap-2">
        {offered && (
          <Button asChild size="sm">
            <Link href={`/programs/${place.programId}`}>{t('programs-dashboard.claim')}</Link>
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={leave.isPending}
          onClick={() => leave.mutate(undefined, { onSuccess: () => toast({ title: t('programs-dashboard.left') }) })}
        >
          {t('programs-dashboard.leave')}
        </Button>
      </div>
      {leave.error && (
        <p role="alert" className="text-destructive">
          {errorMessage(leave.error, t('programs-dashboard.actionFailed'))}
        </p>
      )}
    </li>
  );
}
