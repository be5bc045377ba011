import { CalendarSync } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TCalDavConnection, TCalDavConnectRequest } from '@shared/schemas/caldav';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { useCalDav, useChooseCalDavCalendars, useConnectCalDav, useDisconnectCalDav, useSyncCalDav } from '../api/caldav';
import { CalendarCardFrame, HowToList, SyncNowButton } from './calendar-card-frame';
import { CalDavWeek } from './caldav-week';
import { INTL_TAG, type Locale } from '@shared/i18n/locales';
import { coachCalendarEn } from '@/i18n/catalogs/coach-calendar.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { MARK } from '@/lib/i18n/message-parts';

// English as the browser writes it, as before; another language in its own form.
// In the coach's zone, as every time on the dashboard (docs/product/coach-dashboard.md#who-sees-it).
const tagOf = (locale: Locale) => (locale === 'en' ? undefined : INTL_TAG[locale]);
const whenIn = (locale: Locale, timeZone: string) => (iso: string) =>
  new Date(iso).toLocaleString(tagOf(locale), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
const dayIn = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });
// The next sync is minutes after the last: its time alone, unless the date changes in between.
const nextWhenIn = (locale: Locale, timeZone: string) => (next: string, last: string | null) =>
  last && dayIn(next, timeZone) === dayIn(last, timeZone)
    ? new Date(next).toLocaleTimeString(tagOf(locale), { hour: 'numeric', minute: '2-digit', timeZone })
    : whenIn(locale, timeZone)(next);

// A field's message (the server's, for the field at fault) sits under its control and is read with it.
function Field({ label, error, ...props }: { label: string; error?: string | undefined } & React.ComponentProps<typeof Input>) {
  return (
    <FormField label={label} error={error} className="gap-1">
      <Input autoComplete="off" spellCheck={false} required {...props} />
    </FormField>
  );
}

function HowTo() {
  const t = useT(coachCalendarEn);
  return (
    <HowToList summary={t('coach-calendar.howToConnect')}>
      <li>{t('coach-calendar.howICloud')}</li>
      <li>{t('coach-calendar.howFastmail')}</li>
      <li>{t('coach-calendar.howNextcloud')}</li>
    </HowToList>
  );
}

function ConnectForm() {
  const connect = useConnectCalDav();
  const t = useT(coachCalendarEn);
  const [serverUrl, setServerUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    connect.mutate(
      { serverUrl, username, password },
      {
        onSuccess: () => {
          setPassword('');
          toast({ title: t('coach-calendar.connected'), description: t('coach-calendar.connectedText') });
        },
        onError: (error) => toast({ title: t('coach-calendar.couldNotConnect'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  // The server names the field at fault (a refused password, an address without calendars); other failures stand below the form.
  const fieldErrors: Partial<Record<keyof TCalDavConnectRequest, string>> =
    connect.error instanceof ApiError ? connect.error.fieldErrors : {};
  const onAField = Boolean(fieldErrors.serverUrl ?? fieldErrors.username ?? fieldErrors.password);
  return (
    <form className="grid gap-3" onSubmit={submit} aria-label={t('coach-calendar.connectForm')}>
      <Field
        label={t('coach-calendar.serverAddress')}
        type="url"
        inputMode="url"
        placeholder="https://caldav.fastmail.com"
        value={serverUrl}
        onChange={(e) => setServerUrl(e.target.value)}
        error={fieldErrors.serverUrl}
      />
      <Field
        label={t('coach-calendar.userName')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={fieldErrors.username}
      />
      <Field
        label={t('coach-calendar.appPassword')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      {connect.isError && !onAField && (
        <p className="text-sm text-destructive" role="alert">
          {errorText(connect.error)}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" disabled={connect.isPending}>
          {connect.isPending ? t('coach-calendar.connecting') : t('coach-calendar.connect')}
        </Button>
      </div>
    </form>
  );
}

function Choices({ caldav }: { caldav: TCalDavConnection }) {
  const choose = useChooseCalDavCalendars();
  const t = useT(coachCalendarEn);
  const [blocking, setBlocking] = useState(() => new Set(caldav.calendars.filter((c) => c.blocksTime).map((c) => c.id)));
  const [receiving, setReceiving] = useState<number | null>(caldav.calendars.find((c) => c.receivesBookings)?.id ?? null);
  const toggle = (id: number) =>
    setBlocking((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = (event: FormEvent) => {
    event.preventDefault();
    choose.mutate(
      { blockingCalendarIds: [...blocking], bookingCalendarId: receiving },
      {
        onSuccess: () => toast({ title: t('coach-calendar.calendarsSaved') }),
        onError: (error) => toast({ title: t('coach-calendar.couldNotSave'), description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={save}>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">{t('coach-calendar.blockLegend')}</legend>
        {caldav.calendars.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={blocking.has(c.id)} onChange={() => toggle(c.id)} />
            {c.displayName}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">{t('coach-calendar.receiveLegend')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="receiving" checked={receiving === null} onChange={() => setReceiving(null)} />
          {t('coach-calendar.none')}
        </label>
        {caldav.calendars.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input type="radio" name="receiving" checked={receiving === c.id} onChange={() => setReceiving(c.id)} />
            {c.displayName}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="sm" variant="outline" disabled={choose.isPending}>
          {choose.isPending ? t('coach-calendar.saving') : t('coach-calendar.saveCalendars')}
        </Button>
      </div>
    </form>
  );
}

function Health({ caldav, timeZone }: { caldav: TCalDavConnection; timeZone: string }) {
  const t = useT(coachCalendarEn);
  // The last error is the server's English sentence, stored with the connection.
  const translate = useTranslateSentence();
  const locale = useLocale();
  const when = whenIn(locale, timeZone);
  // Host and user name in bold; every language names the host first.
  const [before = '', between = '', after = ''] = t('coach-calendar.connectedToAs', { host: MARK, user: MARK }).split(MARK);
  return (
    <div className="grid gap-1 text-sm" data-testid="caldav-health">
      <p>
        {before}
        <span className="font-medium">{new URL(caldav.serverUrl).host}</span>
        {between}
        <span className="font-medium">{caldav.username}</span>
        {after}
      </p>
      <p className="text-muted-foreground">
        {caldav.lastSyncedAt ? t('coach-calendar.lastSync', { when: when(caldav.lastSyncedAt) }) : t('coach-calendar.notSynced')}
        {caldav.nextSyncAt
          ? t('coach-calendar.nextSync', { when: nextWhenIn(locale, timeZone)(caldav.nextSyncAt, caldav.lastSyncedAt) })
          : ''}
      </p>
      <p className="text-muted-foreground">{t('coach-calendar.busyAhead', { count: caldav.busyTimeCount })}</p>
      {caldav.pendingWrites > 0 && (
        <p className="text-muted-foreground">{t('coach-calendar.pendingWrites', { count: caldav.pendingWrites })}</p>
      )}
      {caldav.lastError && (
        <p className="text-destructive" role="alert">
          {t('coach-calendar.lastErrorStill', { error: translate(caldav.lastError) })}
        </p>
      )}
      {caldav.deletedByCoach.map((d) => (
        <p key={d.bookingId} className="text-amber-700 dark:text-amber-400">
          {t('coach-calendar.deletedByCoach', { when: when(d.startTime) })}
        </p>
      ))}
    </div>
  );
}

// Two-way CalDAV sync (docs/decisions/0057-caldav-sync.md): chosen calendars
// block time, bookings are written into the chosen one.
export function CalDavCard({ coach }: { coach: TCoachMe }) {
  const isPro = coach.planType === 'pro';
  const query = useCalDav(isPro);
  const sync = useSyncCalDav();
  const disconnect = useDisconnectCalDav();
  const [asking, setAsking] = useState(false);
  const t = useT(coachCalendarEn);
  if (!isPro) return null;
  const caldav = query.data?.caldav ?? null;
  const fail = (title: string) => (error: Error) => toast({ title, description: errorText(error), variant: 'destructive' });

  return (
    <CalendarCardFrame
      headingId="caldav-heading"
      icon={CalendarSync}
      title={t('coach-calendar.caldavTitle')}
      description={t('coach-calendar.caldavText')}
      query={query}
      dialog={
        <ConfirmAlertDialog
          open={asking}
          onOpenChange={(open) => {
            if (!disconnect.isPending) setAsking(open);
          }}
          title={t('coach-calendar.disconnectTitle')}
          description={<p>{t('coach-calendar.disconnectText')}</p>}
          cancelLabel={t('coach-calendar.stayConnected')}
          actionLabel={t('coach-calendar.disconnect')}
          destructive
          pending={disconnect.isPending}
          pendingLabel={t('coach-calendar.disconnecting')}
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => toast({ title: t('coach-calendar.disconnected') }),
              onError: fail(t('coach-calendar.couldNotDisconnect')),
              onSettled: () => setAsking(false),
            })
          }
        />
      }
    >
      {caldav ? (
        <div className="grid gap-4">
          <Health caldav={caldav} timeZone={coach.timeZone} />
          <div className="flex flex-wrap gap-2">
            <SyncNowButton
              pending={sync.isPending}
              onClick={() => sync.mutate(undefined, { onError: fail(t('coach-calendar.syncFailed')) })}
            />
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(true)}>
              {t('coach-calendar.disconnect')}
            </Button>
          </div>
          <Choices key={caldav.calendars.map((c) => `${c.id}${c.blocksTime}${c.receivesBookings}`).join()} caldav={caldav} />
          <CalDavWeek />
        </div>
      ) : (
        <>
          <ConnectForm />
          <HowTo />
          <p className="text-xs text-muted-foreground">{t('coach-calendar.noCaldav')}</p>
        </>
      )}
    </CalendarCardFrame>
  );
}
