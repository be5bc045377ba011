// A session's no-show case on a dashboard (docs/product/no-shows.md): where it stands, in the
// viewer's words, and the one action the viewer may take now (shown only while the server
// would accept it, by the same rules).
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { disputeRefusal, markClientAbsentRefusal, noShowWindowEnd, reportCoachAbsentRefusal } from '@shared/domain/no-shows';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useBookingAction } from '@/lib/bookings/booking-actions';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { noShowEn } from '@/i18n/catalogs/no-show.en';
import { useLocale, useT, type Translate } from '@/lib/i18n/i18n-context';
import { timeIn } from '@/lib/i18n/format-for-locale';
import type { Locale } from '@shared/i18n/locales';
import { StatementDialog } from './statement-dialog';

type Viewer = 'client' | 'coach';
type Action = 'client-absent' | 'coach-absent' | 'dispute';

type NoShowPanelProps = {
  booking: TBooking;
  viewer: Viewer;
  timeZone: string;
  // The viewer's other lists that show this booking (history, earnings).
  alsoRefresh?: ReadonlyArray<readonly unknown[]>;
};

type NoShowT = Translate<keyof typeof noShowEn>;

// A date and time the way this reader writes them ("Monday, January 7, 2030 at 10:00 AM").
function whenIn(t: NoShowT, locale: Locale, instant: Date, timeZone: string): string {
  const time = locale === 'en' ? timeLabel(instant, timeZone) : timeIn(locale, instant, timeZone);
  return t('no-show.dateAt', { date: bookingFormats(locale).longDate(instant, timeZone), time });
}

function statusText(t: NoShowT, locale: Locale, booking: TBooking, viewer: Viewer, timeZone: string): string {
  const report = booking.noShow;
  const at = (iso: string | null) => (iso ? whenIn(t, locale, new Date(iso), timeZone) : '');
  const price = bookingFormats(locale).price(booking.totalPrice);
  const other = viewer === 'client' ? booking.coachName : booking.clientName;
  if (!report) {
    // Shown only while the viewer may still act.
    const until = at(noShowWindowEnd(new Date(booking.endTime)).toISOString());
    return t(`no-show.${viewer}.open`, { other, until });
  }
  switch (report.state) {
    case 'client_absent':
      return t(`no-show.${viewer}.clientAbsent`, { other, price });
    case 'reported':
      return t(`no-show.${viewer}.reported`, { other, price, until: at(report.disputeUntil) });
    case 'disputed':
      return t('no-show.disputed');
    case 'refunded':
      return t(`no-show.${viewer}.refunded`, { other, price });
    case 'not_refunded': {
      const decided = t(`no-show.${viewer}.notRefunded`);
      return report.decisionNote ? `${decided} ${t('no-show.note', { note: report.decisionNote })}` : decided;
    }
  }
}

// The action this viewer may take on this booking now, if any.
function allowedAction(booking: TBooking, viewer: Viewer, now: Date): Action | null {
  const held = { status: booking.status, endTime: new Date(booking.endTime) };
  const report = booking.noShow
    ? { state: booking.noShow.state, disputeUntil: booking.noShow.disputeUntil ? new Date(booking.noShow.disputeUntil) : null }
    : null;
  if (viewer === 'client') return reportCoachAbsentRefusal(held, report, now) === null ? 'coach-absent' : null;
  if (disputeRefusal(report, now) === null) return 'dispute';
  return markClientAbsentRefusal(held, report, now) === null ? 'client-absent' : null;
}

// Each action's words, under its catalog prefix.
const COPY_KEY: Record<Action, 'clientAbsent' | 'coachAbsent' | 'dispute'> = {
  'client-absent': 'clientAbsent',
  'coach-absent': 'coachAbsent',
  dispute: 'dispute',
};

function intro(t: NoShowT, locale: Locale, action: Action, booking: TBooking, timeZone: string) {
  const when = whenIn(t, locale, new Date(booking.startTime), timeZone);
  const price = bookingFormats(locale).price(booking.totalPrice);
  if (action === 'client-absent') return <p>{t('no-show.clientAbsent.intro', { client: booking.clientName, when, price })}</p>;
  if (action === 'coach-absent') {
    return (
      <>
        <p>{t('no-show.coachAbsent.intro', { coach: booking.coachName, when })}</p>
        <p className="font-medium text-foreground">
          {booking.noShow?.state === 'client_absent'
            ? t('no-show.coachAbsent.afterMarked', { coach: booking.coachName, price })
            : t('no-show.coachAbsent.unlessDisputed', { coach: booking.coachName, price })}
        </p>
      </>
    );
  }
  return <p>{t('no-show.dispute.intro', { client: booking.clientName, when, price })}</p>;
}

export function NoShowPanel({ booking, viewer, timeZone, alsoRefresh }: NoShowPanelProps) {
  const t = useT(noShowEn);
  const locale = useLocale();
  const act = useBookingAction(alsoRefresh);
  const [open, setOpen] = useState(false);
  const action = allowedAction(booking, viewer, new Date());
  if (!booking.noShow && !action) return null;
  const text = statusText(t, locale, booking, viewer, timeZone);
  const copy = action ? COPY_KEY[action] : null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3 text-sm" data-testid="no-show-panel">
      <p className="break-words">{text}</p>
      {action && copy ? (
        <>
          <div>
            <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
              <UserX aria-hidden="true" />
              {t(`no-show.${copy}.button`)}
            </Button>
          </div>
          <StatementDialog
            open={open}
            onOpenChange={setOpen}
            title={t(`no-show.${copy}.title`)}
            intro={intro(t, locale, action, booking, timeZone)}
            label={t(`no-show.${copy}.label`)}
            submitLabel={t(`no-show.${copy}.submit`)}
            pendingLabel={t(`no-show.${copy}.pending`)}
            pending={act.isPending}
            destructive={action === 'client-absent'}
            onSubmit={(statement) =>
              act.mutate(
                { kind: action, bookingId: booking.id, statement },
                {
                  onSuccess: () => {
                    toast({ title: t(`no-show.${copy}.toast`), description: t(`no-show.${copy}.done`) });
                    setOpen(false);
                  },
                  onError: (error) => toast({ title: t('no-show.saveFailed'), description: errorText(error), variant: 'destructive' }),
                },
              )
            }
          />
        </>
      ) : null}
    </div>
  );
}
