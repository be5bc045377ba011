import { CalendarSync, Copy, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useRegenerateCalendarFeed, useSetCalendarFeed } from '../api/calendar-feed';
import { errorText } from '@/lib/error-text';

function ProUpsell() {
  return (
    <Card className="grid gap-2 p-5 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
        Calendar sync is a Pro feature
      </p>
      <p className="text-muted-foreground">See every session in Google Calendar, Apple Calendar or Outlook. Pro is free during beta.</p>
      <Link href="/coach-onboarding/plan?plan=pro" className="font-medium text-primary underline-offset-4 hover:underline">
        Upgrade to Pro
      </Link>
    </Card>
  );
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Paste it into your calendar app.' });
  } catch {
    toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
  }
}

// A private iCalendar feed per Pro coach (docs/product/calendar-feed.md).
export function CalendarSyncCard({ coach }: { coach: TCoachMe }) {
  const toggle = useSetCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [asking, setAsking] = useState(false);
  if (coach.planType !== 'pro') return <ProUpsell />;
  const url = coach.calendarFeedUrl;
  const fail = (error: Error) => toast({ title: 'Update failed', description: errorText(error), variant: 'destructive' });

  return (
    <Card className="grid gap-4 p-5" role="region" aria-labelledby="calendar-sync-heading">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="calendar-sync-heading" className="flex items-center gap-2 font-semibold">
            <CalendarSync aria-hidden="true" className="size-4 text-primary" />
            Calendar sync
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Your pending and confirmed sessions in your own calendar app.</p>
        </div>
      </div>
      {url ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor="calendar-feed-url" className="text-sm font-medium">
              Your private calendar link
            </label>
            <div className="flex gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button type="button" variant="outline" size="icon" aria-label="Copy calendar link" onClick={() => void copy(url)}>
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Keep it private: anyone with this link can see your session times.</p>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">How to subscribe</summary>
            <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">
              <li>Google Calendar: Other calendars &gt; From URL, paste the link, then Add calendar.</li>
              <li>Apple Calendar: File &gt; New Calendar Subscription, paste the link.</li>
              <li>Outlook: Add calendar &gt; Subscribe from web, paste the link.</li>
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">Calendar apps refresh subscribed calendars every few hours.</p>
          </details>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={regenerate.isPending} onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden="true" />
              Regenerate link
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(false, { onError: fail })}
            >
              {toggle.isPending ? 'Turning off...' : 'Turn off sync'}
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" className="w-fit" disabled={toggle.isPending} onClick={() => toggle.mutate(true, { onError: fail })}>
          {toggle.isPending ? 'Turning on...' : 'Turn on calendar sync'}
        </Button>
      )}
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={(open) => {
          if (!regenerate.isPending) setAsking(open);
        }}
        title="Regenerate your calendar link?"
        description={
          <p>The old link stops working at once. Calendars subscribed to it will stop updating until you subscribe with the new link.</p>
        }
        cancelLabel="Keep Current Link"
        actionLabel="Regenerate Link"
        pending={regenerate.isPending}
        pendingLabel="Regenerating..."
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => toast({ title: 'New link ready', description: 'Subscribe with the new link; the old one no longer works.' }),
            onError: fail,
            onSettled: () => setAsking(false),
          })
        }
      />
    </Card>
  );
}
