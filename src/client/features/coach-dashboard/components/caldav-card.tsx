import { CalendarSync } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TCalDavConnection } from '@shared/schemas/caldav';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCalDav, useChooseCalDavCalendars, useConnectCalDav, useDisconnectCalDav, useSyncCalDav } from '../api/caldav';
import { CalendarCardFrame, HowToList, SyncNowButton } from './calendar-card-frame';
import { CalDavWeek } from './caldav-week';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
// The next sync is minutes after the last: its time alone, unless the date changes in between.
const nextWhen = (next: string, last: string | null) =>
  last && new Date(next).toDateString() === new Date(last).toDateString()
    ? new Date(next).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : when(next);

function Field({ label, ...props }: { label: string } & React.ComponentProps<typeof Input>) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input id={id} autoComplete="off" spellCheck={false} required {...props} />
    </div>
  );
}

function HowTo() {
  return (
    <HowToList summary="How to connect iCloud, Fastmail or Nextcloud">
      <li>
        iCloud: server https://caldav.icloud.com, your Apple ID e-mail, and an app-specific password from account.apple.com &gt; Sign-In and
        Security &gt; App-Specific Passwords.
      </li>
      <li>
        Fastmail: server https://caldav.fastmail.com, your Fastmail address, and an app password from Settings &gt; Privacy &amp; Security
        &gt; App passwords (access: Calendars).
      </li>
      <li>
        Nextcloud: server https://your-cloud.example/remote.php/dav, your user name, and an app password from Personal settings &gt;
        Security &gt; Devices &amp; sessions.
      </li>
    </HowToList>
  );
}

function ConnectForm() {
  const connect = useConnectCalDav();
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
          toast({ title: 'Calendar connected', description: 'Now choose which calendars block your time.' });
        },
        onError: (error) => toast({ title: 'Could not connect', description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={submit} aria-label="Connect a CalDAV calendar">
      <Field
        label="Server address"
        type="url"
        inputMode="url"
        placeholder="https://caldav.fastmail.com"
        value={serverUrl}
        onChange={(e) => setServerUrl(e.target.value)}
      />
      <Field label="User name" value={username} onChange={(e) => setUsername(e.target.value)} />
      <Field label="App password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {connect.isError && (
        <p className="text-sm text-destructive" role="alert">
          {errorText(connect.error)}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" disabled={connect.isPending}>
          {connect.isPending ? 'Connecting...' : 'Connect'}
        </Button>
      </div>
    </form>
  );
}

function Choices({ caldav }: { caldav: TCalDavConnection }) {
  const choose = useChooseCalDavCalendars();
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
        onSuccess: () => toast({ title: 'Calendars saved' }),
        onError: (error) => toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={save}>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">Calendars that block your time</legend>
        {caldav.calendars.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={blocking.has(c.id)} onChange={() => toggle(c.id)} />
            {c.displayName}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">Calendar that receives your bookings</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="receiving" checked={receiving === null} onChange={() => setReceiving(null)} />
          None
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
          {choose.isPending ? 'Saving...' : 'Save calendars'}
        </Button>
      </div>
    </form>
  );
}

function Health({ caldav }: { caldav: TCalDavConnection }) {
  return (
    <div className="grid gap-1 text-sm" data-testid="caldav-health">
      <p>
        Connected to <span className="font-medium">{new URL(caldav.serverUrl).host}</span> as{' '}
        <span className="font-medium">{caldav.username}</span>
      </p>
      <p className="text-muted-foreground">
        {caldav.lastSyncedAt ? `Last sync ${when(caldav.lastSyncedAt)}` : 'Not synced yet'}
        {caldav.nextSyncAt ? ` · next sync ${nextWhen(caldav.nextSyncAt, caldav.lastSyncedAt)}` : ''}
      </p>
      <p className="text-muted-foreground">
        {caldav.busyTimeCount} busy {caldav.busyTimeCount === 1 ? 'time' : 'times'} ahead
      </p>
      {caldav.pendingWrites > 0 && (
        <p className="text-muted-foreground">
          {caldav.pendingWrites === 1 ? '1 booking is' : `${caldav.pendingWrites} bookings are`} waiting to reach your calendar; we keep
          trying.
        </p>
      )}
      {caldav.lastError && (
        <p className="text-destructive" role="alert">
          {caldav.lastError} Your last synced busy times still apply.
        </p>
      )}
      {caldav.deletedByCoach.map((d) => (
        <p key={d.bookingId} className="text-amber-700 dark:text-amber-400">
          Session on {when(d.startTime)}: you deleted it from your calendar, so we did not put it back. It is still booked.
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
  if (!isPro) return null;
  const caldav = query.data?.caldav ?? null;
  const fail = (title: string) => (error: Error) => toast({ title, description: errorText(error), variant: 'destructive' });

  return (
    <CalendarCardFrame
      headingId="caldav-heading"
      icon={CalendarSync}
      title="Two-way sync with your calendar (CalDAV)"
      description="Your calendar's events block their times, and every booking, move and cancellation appears in your calendar within seconds."
      query={query}
      dialog={
        <ConfirmAlertDialog
          open={asking}
          onOpenChange={(open) => {
            if (!disconnect.isPending) setAsking(open);
          }}
          title="Disconnect your calendar?"
          description={<p>Your app password is deleted here, its events stop blocking your times and bookings stop reaching it.</p>}
          cancelLabel="Stay Connected"
          actionLabel="Disconnect"
          destructive
          pending={disconnect.isPending}
          pendingLabel="Disconnecting..."
          onConfirm={() =>
            disconnect.mutate(undefined, {
              onSuccess: () => toast({ title: 'Calendar disconnected' }),
              onError: fail('Could not disconnect'),
              onSettled: () => setAsking(false),
            })
          }
        />
      }
    >
      {caldav ? (
        <div className="grid gap-4">
          <Health caldav={caldav} />
          <div className="flex flex-wrap gap-2">
            <SyncNowButton pending={sync.isPending} onClick={() => sync.mutate(undefined, { onError: fail('Sync failed') })} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(true)}>
              Disconnect
            </Button>
          </div>
          <Choices key={caldav.calendars.map((c) => `${c.id}${c.blocksTime}${c.receivesBookings}`).join()} caldav={caldav} />
          <CalDavWeek />
        </div>
      ) : (
        <>
          <ConnectForm />
          <HowTo />
          <p className="text-xs text-muted-foreground">No CalDAV? The busy calendar below takes a secret iCal address instead.</p>
        </>
      )}
    </CalendarCardFrame>
  );
}
