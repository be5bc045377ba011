import { CalendarX2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TBusyCalendar } from '@shared/schemas/busy-calendar';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useBusyCalendar, useRemoveBusyCalendar, useSaveBusyCalendar, useSyncBusyCalendar } from '../api/busy-calendar';
import { CalendarCardFrame, HowToList, SyncNowButton } from './calendar-card-frame';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { coachCalendarEn } from '@/i18n/catalogs/coach-calendar.en';
import { useLocale, useT, type Translate } from '@/lib/i18n/i18n-context';
import { partsAround } from '@/lib/i18n/message-parts';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';

type CalendarT = Translate<keyof typeof coachCalendarEn>;

// Only the host is shown: the full address is a secret that works like a password.
function hostOf(url: string, t: CalendarT): string {
  try {
    return new URL(url.replace(/^webcals?:\/\//i, 'https://')).host;
  } catch {
    return t('coach-calendar.yourCalendar');
  }
}

function syncedLabel(calendar: TBusyCalendar, t: CalendarT, locale: Locale, timeZone: string): string {
  if (!calendar.lastSyncedAt) return t('coach-calendar.notSynced');
  // English as the browser writes it, as before; another language in its own form; in the coach's zone.
  const tag = locale === 'en' ? undefined : INTL_TAG[locale];
  const when = new Date(calendar.lastSyncedAt).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return t('coach-calendar.lastSynced', { when, count: calendar.busyTimeCount });
}

function AddressForm({ onDone, initial }: { onDone?: () => void; initial?: string }) {
  const save = useSaveBusyCalendar();
  const t = useT(coachCalendarEn);
  const [url, setUrl] = useState(initial ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url, {
      onSuccess: ({ busyCalendar }) => {
        if (busyCalendar?.lastError)
          toast({ title: t('coach-calendar.savedNotSynced'), description: busyCalendar.lastError, variant: 'destructive' });
        else toast({ title: t('coach-calendar.busySynced'), description: t('coach-calendar.busySyncedText') });
        onDone?.();
      },
      onError: (error) => toast({ title: t('coach-calendar.couldNotSave'), description: errorText(error), variant: 'destructive' }),
    });
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('coach-calendar.secretAddress')}
      </label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        required
        className="font-mono text-xs"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('coach-calendar.syncing') : t('coach-calendar.saveAndSync')}
        </Button>
        {onDone && (
          <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
            {t('coach-calendar.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function Where() {
  const t = useT(coachCalendarEn);
  return (
    <HowToList summary={t('coach-calendar.whereToFind')}>
      <li>{t('coach-calendar.whereGoogle')}</li>
      <li>{t('coach-calendar.whereApple')}</li>
      <li>{t('coach-calendar.whereOutlook')}</li>
    </HowToList>
  );
}

// A Pro coach's own calendar, whose events block their times (docs/product/busy-calendar.md).
export function BusyCalendarCard({ coach }: { coach: TCoachMe }) {
  // The last error is the server's English sentence, stored with the calendar.
  const translate = useTranslateSentence();
  const isPro = coach.planType === 'pro';
  const query = useBusyCalendar(isPro);
  const sync = useSyncBusyCalendar();
  const remove = useRemoveBusyCalendar();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const t = useT(coachCalendarEn);
  const locale = useLocale();
  // The calendar-sync card beside this one already offers Pro to a free coach.
  if (!isPro) return null;
  const calendar = query.data?.busyCalendar ?? null;
  const [hostBefore, hostAfter] = partsAround((mark) => t('coach-calendar.connectedToHost', { host: mark }));

  const fail = (title: string) => (error: Error) => toast({ title, description: errorText(error), variant: 'destructive' });

  return (
    <CalendarCardFrame
      headingId="busy-calendar-heading"
      icon={CalendarX2}
      title={t('coach-calendar.busyTitle')}
      description={t('coach-calendar.busyText')}
      query={query}
      dialog={
        <ConfirmAlertDialog
          open={asking}
          onOpenChange={(open) => {
            if (!remove.isPending) setAsking(open);
          }}
          title={t('coach-calendar.removeTitle')}
          description={<p>{t('coach-calendar.removeText')}</p>}
          cancelLabel={t('coach-calendar.keepCalendar')}
          actionLabel={t('coach-calendar.removeCalendar')}
          destructive
          pending={remove.isPending}
          pendingLabel={t('coach-calendar.removing')}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => toast({ title: t('coach-calendar.busyRemoved') }),
              onError: fail(t('coach-calendar.couldNotRemove')),
              onSettled: () => setAsking(false),
            })
          }
        />
      }
    >
      {calendar && !editing ? (
        <div className="grid gap-3">
          <div className="grid gap-1 text-sm">
            <p>
              {hostBefore}
              <span className="font-medium">{hostOf(calendar.url, t)}</span>
              {hostAfter}
            </p>
            <p className="text-muted-foreground" data-testid="busy-calendar-status">
              {syncedLabel(calendar, t, locale, coach.timeZone)}
            </p>
            {calendar.lastError && (
              <p className="text-destructive" role="alert">
                {t('coach-calendar.lastSyncFailed', { error: translate(calendar.lastError) })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <SyncNowButton
              pending={sync.isPending}
              onClick={() => sync.mutate(undefined, { onError: fail(t('coach-calendar.syncFailed')) })}
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t('coach-calendar.changeAddress')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(true)}>
              {t('coach-calendar.remove')}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{t('coach-calendar.syncedEvery')}</p>
        </div>
      ) : (
        <>
          <AddressForm onDone={calendar ? () => setEditing(false) : undefined} initial={editing ? calendar?.url : undefined} />
          <Where />
        </>
      )}
    </CalendarCardFrame>
  );
}
