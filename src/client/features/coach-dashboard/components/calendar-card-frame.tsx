import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardHeading } from '@/components/ui/card-heading';
import { errorText } from '@/lib/error-text';
import { coachCalendarEn } from '@/i18n/catalogs/coach-calendar.en';
import { useT } from '@/lib/i18n/i18n-context';

// What the two calendar cards (CalDAV sync and the busy iCal address) share:
// the card with its heading, the loading and error states of the card's query,
// the "Sync now" button and the how-to list. Each card keeps its own content.

type Loaded = { isPending: boolean; isError: boolean; error: Error | null };

export function CalendarCardFrame({
  headingId,
  icon,
  title,
  description,
  query,
  children,
  dialog,
}: {
  headingId: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  query: Loaded;
  // Shown once the query has answered.
  children: ReactNode;
  // Outside the loading switch, so an open dialog stays open while the query refetches.
  dialog?: ReactNode;
}) {
  const t = useT(coachCalendarEn);
  return (
    <Card className="grid min-w-0 gap-4 p-5" role="region" aria-labelledby={headingId}>
      <CardHeading id={headingId} icon={icon} title={title} intro={description} />
      {query.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('coach-calendar.loading')}
        </p>
      ) : query.isError ? (
        <p className="text-sm text-destructive" role="alert">
          {errorText(query.error)}
        </p>
      ) : (
        children
      )}
      {dialog}
    </Card>
  );
}

export function SyncNowButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const t = useT(coachCalendarEn);
  return (
    <Button type="button" variant="outline" size="sm" disabled={pending} onClick={onClick}>
      <RefreshCw aria-hidden="true" className={pending ? 'animate-spin' : undefined} />
      {pending ? t('coach-calendar.syncing') : t('coach-calendar.syncNow')}
    </Button>
  );
}

export function HowToList({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">{summary}</summary>
      <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-muted-foreground">{children}</ul>
    </details>
  );
}
