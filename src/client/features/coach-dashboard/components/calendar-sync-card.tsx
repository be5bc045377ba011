import { CalendarSync, Copy, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardHeading } from '@/components/ui/card-heading';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { useRegenerateCalendarFeed, useSetCalendarFeed } from '../api/calendar-feed';
import { errorText } from '@/lib/error-text';
import { coachCalendarEn } from '@/i18n/catalogs/coach-calendar.en';
import { useT, type Translate } from '@/lib/i18n/i18n-context';

type CalendarT = Translate<keyof typeof coachCalendarEn>;

function ProUpsell() {
  const t = useT(coachCalendarEn);
  return (
    <Card className="grid gap-2 p-5 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
        {t('coach-calendar.proTitle')}
      </p>
      <p className="text-muted-foreground">{t('coach-calendar.proText')}</p>
      <Link href="/coach-onboarding/plan?plan=pro" className="font-medium text-primary underline-offset-4 hover:underline">
        {t('coach-calendar.upgrade')}
      </Link>
    </Card>
  );
}

async function copy(url: string, t: CalendarT) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('coach-calendar.linkCopied'), description: t('coach-calendar.linkCopiedText') });
  } catch {
    toast({ title: t('coach-calendar.copyFailed'), description: t('coach-calendar.copyFailedText'), variant: 'destructive' });
  }
}

// A private iCalendar feed per Pro coach (docs/product/calendar-feed.md).
export function CalendarSyncCard({ coach }: { coach: TCoachMe }) {
  const toggle = useSetCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [asking, setAsking] = useState(false);
  const t = useT(coachCalendarEn);
  if (coach.planType !== 'pro') return <ProUpsell />;
  const url = coach.calendarFeedUrl;
  const fail = (error: Error) => toast({ title: t('coach-calendar.updateFailed'), description: errorText(error), variant: 'destructive' });

  return (
    <Card className="grid gap-4 p-5" role="region" aria-labelledby="calendar-sync-heading">
      <div className="flex items-start justify-between gap-3">
        <CardHeading
          id="calendar-sync-heading"
          icon={CalendarSync}
          title={t('coach-calendar.syncTitle')}
          intro={t('coach-calendar.syncIntro')}
        />
      </div>
      {url ? (
        <>
          <div className="grid gap-1.5">
            <label htmlFor="calendar-feed-url" className="text-sm font-medium">
              {t('coach-calendar.privateLink')}
            </label>
            <div className="flex gap-2">
              <Input
                id="calendar-feed-url"
                readOnly
                value={url}
                className="font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={t('coach-calendar.copyLink')}
                onClick={() => void copy(url, t)}
              >
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">{t('coach-calendar.keepPrivate')}</p>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">{t('coach-calendar.howToSubscribe')}</summary>
            <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">
              <li>{t('coach-calendar.subGoogle')}</li>
              <li>{t('coach-calendar.subApple')}</li>
              <li>{t('coach-calendar.subOutlook')}</li>
            </ul>
            <p className="mt-2 text-xs text-muted-foreground">{t('coach-calendar.refreshNote')}</p>
          </details>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={regenerate.isPending} onClick={() => setAsking(true)}>
              <RefreshCw aria-hidden="true" />
              {t('coach-calendar.regenerate')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate(false, { onError: fail })}
            >
              {toggle.isPending ? t('coach-calendar.turningOff') : t('coach-calendar.turnOff')}
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" className="w-fit" disabled={toggle.isPending} onClick={() => toggle.mutate(true, { onError: fail })}>
          {toggle.isPending ? t('coach-calendar.turningOn') : t('coach-calendar.turnOn')}
        </Button>
      )}
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={(open) => {
          if (!regenerate.isPending) setAsking(open);
        }}
        title={t('coach-calendar.regenerateTitle')}
        description={<p>{t('coach-calendar.regenerateText')}</p>}
        cancelLabel={t('coach-calendar.keepLink')}
        actionLabel={t('coach-calendar.regenerateLink')}
        pending={regenerate.isPending}
        pendingLabel={t('coach-calendar.regenerating')}
        onConfirm={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => toast({ title: t('coach-calendar.newLinkTitle'), description: t('coach-calendar.newLinkText') }),

            onError: fail,
            onSettled: () => setAsking(false),
          })
        }
      />
    </Card>
  );
}
