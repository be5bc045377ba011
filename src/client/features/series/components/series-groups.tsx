import { useState } from 'react';
import { Repeat } from 'lucide-react';
import type { TSeries } from '@shared/schemas/series';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { CardFields } from '@/components/card-form/card-fields';
import { stripePublishableKey, useCardEntry } from '@/components/card-form/use-card-entry';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { errorText } from '@/lib/error-text';
import { usePublicConfig } from '@/lib/get-public-config';
import { useMySeries } from '../api/my-series';
import { useUpdateSeriesCard } from '../api/series-card';
import { useCancelFollowing, useConfirmSeries } from '../api/series-changes';
import { seriesEn } from '@/i18n/catalogs/series.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type SeriesGroupsProps = { timeZone: string; viewer: 'client' | 'coach' };

const UPCOMING = new Set(['pending', 'confirmed']);

// Both dashboards show a weekly series as one group (docs/product/series.md):
// its next session, how many remain and how they are paid. Each session is
// also an ordinary booking in the lists, where it is moved or cancelled. A
// series paid by card shows the card on file, any session a refused charge
// cancelled, and (to the client) "Update card".
export function SeriesGroups({ timeZone, viewer }: SeriesGroupsProps) {
  const t = useT(seriesEn);
  const formats = bookingFormats(useLocale());
  const seriesQuery = useMySeries();
  const confirm = useConfirmSeries();
  const cancel = useCancelFollowing();
  const [updating, setUpdating] = useState<TSeries | null>(null);
  // When the dashboard opened: which sessions still count as remaining.
  const [now] = useState(() => Date.now());
  const groups = (seriesQuery.data ?? [])
    .map((series) => ({
      series,
      remaining: series.occurrences.filter((o) => UPCOMING.has(o.status) && Date.parse(o.endTime) > now),
      failed: series.occurrences.filter((o) => o.charge === 'failed' && Date.parse(o.endTime) > now),
    }))
    .filter((g) => g.remaining.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Repeat aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('series.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {groups.map(({ series, remaining, failed }) => {
          const next = remaining[0];
          const credits = remaining.filter((o) => o.paidWith === 'credit').length;
          const pending = remaining.some((o) => o.status === 'pending');
          const name = viewer === 'client' ? series.coachName : series.clientName;
          const remain =
            series.payment === 'card'
              ? t('series.remainCard', { count: remaining.length })
              : credits === remaining.length
                ? t('series.remainCredits', { count: remaining.length })
                : t('series.remainMixed', { count: remaining.length, credits, card: remaining.length - credits });
          return (
            <section
              key={series.id}
              className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border p-4"
              aria-label={t('series.groupLabel', { name })}
            >
              <h3 className="font-medium">
                {t('series.heading', {
                  name,
                  cadence: series.cadenceWeeks === 1 ? t('series.everyWeek') : t('series.everyTwoWeeks'),
                })}
              </h3>
              {next && (
                <p className="text-sm">
                  {t('series.next', {
                    day: formats.longDate(new Date(next.startTime), timeZone),
                    time: formats.timeRange(new Date(next.startTime), new Date(next.endTime), timeZone),
                  })}
                </p>
              )}
              <p className="text-sm text-muted-foreground">
                {remain}
                {pending ? t('series.waiting') : ''}
              </p>
              {series.payment === 'card' && (
                <p className="text-sm text-muted-foreground">
                  {series.cardLast4 ? t('series.cardOnFile', { last4: series.cardLast4 }) : t('series.cardOnFileStripe')}
                </p>
              )}
              {failed.map((o) => (
                <p key={o.bookingId} role="status" className="text-sm text-destructive">
                  {t('series.chargeFailed', { day: formats.longDate(new Date(o.startTime), timeZone) })}
                </p>
              ))}
              <div className="flex flex-wrap gap-2">
                {viewer === 'coach' && pending && (
                  <Button type="button" size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(series.id)}>
                    {t('series.confirm')}
                  </Button>
                )}
                {viewer === 'client' && series.payment === 'card' && (
                  <Button type="button" size="sm" variant={failed.length > 0 ? 'default' : 'outline'} onClick={() => setUpdating(series)}>
                    {t('series.updateCard')}
                  </Button>
                )}
                {next && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    // Wraps on a narrow phone rather than pushing the group wider than the screen.
                    className="h-auto min-h-8 min-w-0 max-w-full shrink whitespace-normal py-1.5 text-left"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(next.bookingId)}
                  >
                    {t('series.cancelFollowing')}
                  </Button>
                )}
              </div>
              {cancel.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(cancel.error)}
                </p>
              )}
              {confirm.error && (
                <p role="alert" className="text-sm text-destructive">
                  {errorText(confirm.error)}
                </p>
              )}
            </section>
          );
        })}
      </CardContent>
      {updating && <UpdateCardDialog series={updating} onClose={() => setUpdating(null)} />}
    </Card>
  );
}

// A new card for a series paid by card: saved (Stripe's SetupIntent, or the test card), then used for the later sessions.
function UpdateCardDialog({ series, onClose }: { series: TSeries; onClose: () => void }) {
  const t = useT(seriesEn);
  const configQuery = usePublicConfig();
  const stripeKey = stripePublishableKey(configQuery.data);
  const cardEntry = useCardEntry(stripeKey);
  const update = useUpdateSeriesCard();
  const save = () => {
    const method = cardEntry.paymentMethod();
    if (!method) return;
    update.mutate(
      { seriesId: series.id, method },
      {
        onSuccess: (saved) => {
          toast({
            title: t('series.cardSaved'),
            description: saved.cardLast4 ? t('series.cardSavedText', { last4: saved.cardLast4 }) : undefined,
          });
          onClose();
        },
      },
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('series.updateCardTitle')}
      description={t('series.updateCardText')}
    >
      <CardFields {...cardEntry.fields} disabled={update.isPending} />
      {update.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(update.error)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('series.cancelDialog')}
        </Button>
        <Button type="button" disabled={update.isPending} onClick={save}>
          {t('series.saveCard')}
        </Button>
      </div>
    </FormDialog>
  );
}
