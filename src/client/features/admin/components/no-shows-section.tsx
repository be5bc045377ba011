// The admin's queue of disputed no-show reports (docs/product/no-shows.md): each case with the
// session, both statements, and the decision: refund the client in full, or not.
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TNoShowCase } from '@shared/schemas/no-shows';
import { NotesField } from '@/components/forms/notes-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { adminCasesEn } from '@/i18n/catalogs/admin-cases.en';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { timeIn } from '@/lib/i18n/format-for-locale';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { browserTimeZone } from '@/lib/time-zones';
import { useDecideNoShow, useNoShowCases } from '../api/no-show-cases';
import { ErrorBlock, LoadingBlock, SectionHeader } from './query-state';
import { FormActions } from '@/components/ui/form-actions';

// A moment as 'Monday, January 7, 2030 at 2:00 PM' in the reader's language, and the price as the booking screens write it.
function useCaseFormats() {
  const t = useT(adminCasesEn);
  const locale = useLocale();
  const { longDate, price } = bookingFormats(locale);
  const when = (iso: string | null, timeZone: string) => {
    if (!iso) return t('admin-cases.noShow.notGiven');
    const instant = new Date(iso);
    const time = locale === 'en' ? timeLabel(instant, timeZone) : timeIn(locale, instant, timeZone);
    return t('admin-cases.noShow.when', { date: longDate(instant, timeZone), time });
  };
  return { when, price };
}

function Statement({ who, text, at, timeZone }: { who: string; text: string | null; at: string | null; timeZone: string }) {
  const t = useT(adminCasesEn);
  const { when } = useCaseFormats();
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="font-medium">{who}</p>
      <p className="whitespace-pre-line break-words text-muted-foreground">{text ?? t('admin-cases.noShow.noStatement')}</p>
      <p className="text-xs text-muted-foreground">{when(at, timeZone)}</p>
    </div>
  );
}

function DecisionDialog({ item, refund, onClose }: { item: TNoShowCase; refund: boolean; onClose: () => void }) {
  const t = useT(adminCasesEn);
  const decide = useDecideNoShow();
  const [note, setNote] = useState('');
  const price = useCaseFormats().price(item.totalPrice);
  const parties = { client: item.clientName, coach: item.coachName, price };
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={refund ? t('admin-cases.noShow.refundTitle') : t('admin-cases.noShow.keepTitle')}
    >
      <p className="text-sm text-muted-foreground">
        {refund ? t('admin-cases.noShow.refundText', parties) : t('admin-cases.noShow.keepText', parties)} {t('admin-cases.noShow.final')}
      </p>
      <NotesField label={t('admin-cases.noShow.noteLabel')} value={note} onChange={setNote} disabled={decide.isPending} />
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
          {t('admin-cases.goBack')}
        </Button>
        <Button
          type="button"
          variant={refund ? 'default' : 'destructive'}
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { bookingId: item.bookingId, refund, ...(note.trim() && { note: note.trim() }) },
              {
                onSuccess: () => {
                  toast({
                    title: t('admin-cases.noShow.saved'),
                    description: refund ? t('admin-cases.noShow.refundedText', parties) : t('admin-cases.noShow.noRefundText'),
                  });
                  onClose();
                },
                onError: (error) =>
                  toast({ title: t('admin-cases.noShow.saveFailed'), description: errorText(error), variant: 'destructive' }),
              },
            )
          }
        >
          {decide.isPending
            ? t('admin-cases.saving')
            : refund
              ? t('admin-cases.noShow.refundPrice', { price })
              : t('admin-cases.noShow.noRefund')}
        </Button>
      </FormActions>
    </FormDialog>
  );
}

function CaseCard({ item, timeZone }: { item: TNoShowCase; timeZone: string }) {
  const t = useT(adminCasesEn);
  const { when, price } = useCaseFormats();
  const parties = { client: item.clientName, coach: item.coachName };
  const [deciding, setDeciding] = useState<boolean | null>(null);
  const coachMarkedFirst =
    item.coachStatementAt !== null && item.clientReportedAt !== null && item.coachStatementAt < item.clientReportedAt;
  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="article" aria-label={t('admin-cases.noShow.caseLabel', parties)}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            {item.clientName} · {item.coachName}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('admin-cases.noShow.session', { when: when(item.startTime, timeZone), price: price(item.totalPrice) })}
          </p>
        </div>
        <Button asChild size="sm" variant="link" className="px-0">
          <Link href={`/admin/bookings/${item.bookingId}`}>{t('admin-cases.noShow.booking', { id: String(item.bookingId) })}</Link>
        </Button>
      </div>
      <p className="text-sm">
        {coachMarkedFirst ? t('admin-cases.noShow.coachFirst', parties) : t('admin-cases.noShow.clientFirst', parties)}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <Statement
          who={t('admin-cases.noShow.clientWho', { name: item.clientName })}
          text={item.clientStatement}
          at={item.clientReportedAt}
          timeZone={timeZone}
        />
        <Statement
          who={t('admin-cases.noShow.coachWho', { name: item.coachName })}
          text={item.coachStatement}
          at={item.coachStatementAt}
          timeZone={timeZone}
        />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setDeciding(false)}>
          {t('admin-cases.noShow.noRefund')}
        </Button>
        <Button type="button" onClick={() => setDeciding(true)}>
          {t('admin-cases.noShow.refundInFull')}
        </Button>
      </div>
      {deciding !== null ? <DecisionDialog item={item} refund={deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

export function NoShowsSection() {
  const t = useT(adminCasesEn);
  const tAdmin = useT(adminEn);
  const { data, isPending, error, refetch } = useNoShowCases();
  const timeZone = browserTimeZone();
  return (
    <section aria-labelledby="admin-no-shows-heading">
      <SectionHeader title={tAdmin('admin.section.no-shows')} description={t('admin-cases.noShow.description', { zone: timeZone })} />
      <h3 id="admin-no-shows-heading" className="sr-only">
        {t('admin-cases.noShow.heading')}
      </h3>
      {isPending ? <LoadingBlock label={t('admin-cases.noShow.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin-cases.noShow.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <Scale aria-hidden="true" className="size-4" />
          {t('admin-cases.noShow.empty')}
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <div className="grid gap-4">
          {data.map((item) => (
            <CaseCard key={item.bookingId} item={item} timeZone={timeZone} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
