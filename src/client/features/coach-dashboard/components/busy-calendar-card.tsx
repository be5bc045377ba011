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

// Only the host is shown: the full address is a secret that works like a password.
function hostOf(url: string): string {
  try {
    return new URL(url.replace(/^webcals?:\/\//i, 'https://')).host;
  } catch {
    return 'your calendar';
  }
}

function syncedLabel(calendar: TBusyCalendar): string {
  if (!calendar.lastSyncedAt) return 'Not synced yet';
  const when = new Date(calendar.lastSyncedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const count = calendar.busyTimeCount === 1 ? '1 busy time' : `${calendar.busyTimeCount} busy times`;
  return `Last synced ${when} · ${count} ahead`;
}

function AddressForm({ onDone, initial }: { onDone?: () => void; initial?: string }) {
  const save = useSaveBusyCalendar();
  const [url, setUrl] = useState(initial ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url, {
      onSuccess: ({ busyCalendar }) => {
        if (busyCalendar?.lastError)
          toast({ title: 'Saved, but the calendar could not be synced', description: busyCalendar.lastError, variant: 'destructive' });
        else toast({ title: 'Busy calendar synced', description: 'Its events now block those times.' });
        onDone?.();
      },
      onError: (error) => toast({ title: 'Could not save', description: errorText(error), variant: 'destructive' }),
    });
  };
  return (
    <form className="grid gap-2" onSubmit={submit}>
      <label htmlFor={id} className="text-sm font-medium">
        Secret iCal address
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
          {save.isPending ? 'Syncing...' : 'Save and sync'}
        </Button>
        {onDone && (
          <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function Where() {
  return (
    <HowToList summary="Where to find the address">
      <li>Google Calendar: Settings &gt; your calendar &gt; Integrate calendar &gt; Secret address in iCal format.</li>
      <li>Apple iCloud: share the calendar as a Public Calendar and copy its link.</li>
      <li>Outlook: Settings &gt; Calendar &gt; Shared calendars &gt; Publish a calendar &gt; ICS link.</li>
    </HowToList>
  );
}

// A Pro coach's own calendar, whose events block their times (docs/product/busy-calendar.md).
export function BusyCalendarCard({ coach }: { coach: TCoachMe }) {
  const isPro = coach.planType === 'pro';
  const query = useBusyCalendar(isPro);
  const sync = useSyncBusyCalendar();
  const remove = useRemoveBusyCalendar();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  // The calendar-sync card beside this one already offers Pro to a free coach.
  if (!isPro) return null;
  const calendar = query.data?.busyCalendar ?? null;
  const fail = (title: string) => (error: Error) => toast({ title, description: errorText(error), variant: 'destructive' });

  return (
    <CalendarCardFrame
      headingId="busy-calendar-heading"
      icon={CalendarX2}
      title="Busy calendar"
      description="Events in your own calendar block their times, so clients cannot book over them."
      query={query}
      dialog={
        <ConfirmAlertDialog
          open={asking}
          onOpenChange={(open) => {
            if (!remove.isPending) setAsking(open);
          }}
          title="Remove your busy calendar?"
          description={<p>Its events will no longer block your times. Your calendar itself is not changed.</p>}
          cancelLabel="Keep Calendar"
          actionLabel="Remove Calendar"
          destructive
          pending={remove.isPending}
          pendingLabel="Removing..."
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => toast({ title: 'Busy calendar removed' }),
              onError: fail('Could not remove'),
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
              Connected to <span className="font-medium">{hostOf(calendar.url)}</span>
            </p>
            <p className="text-muted-foreground" data-testid="busy-calendar-status">
              {syncedLabel(calendar)}
            </p>
            {calendar.lastError && (
              <p className="text-destructive" role="alert">
                Last sync failed: {calendar.lastError} Your last synced busy times still apply.
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <SyncNowButton pending={sync.isPending} onClick={() => sync.mutate(undefined, { onError: fail('Sync failed') })} />
            <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Change address
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(true)}>
              Remove
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">
            Synced every 15 minutes. If a sync fails, booking goes on with the last busy times.
          </p>
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
