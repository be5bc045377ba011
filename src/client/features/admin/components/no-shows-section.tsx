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
import { formatLongDate, formatPrice } from '@/lib/bookings/format-booking';
import { errorText } from '@/lib/error-text';
import { timeLabel } from '@/lib/time-labels';
import { browserTimeZone } from '@/lib/time-zones';
import { useDecideNoShow, useNoShowCases } from '../api/no-show-cases';
import { ErrorBlock, LoadingBlock, SectionHeader } from './query-state';
import { FormActions } from '@/components/ui/form-actions';

const when = (iso: string | null, timeZone: string) =>
  iso ? `${formatLongDate(new Date(iso), timeZone)} at ${timeLabel(new Date(iso), timeZone)}` : 'not given';

function Statement({ who, text, at, timeZone }: { who: string; text: string | null; at: string | null; timeZone: string }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="font-medium">{who}</p>
      <p className="whitespace-pre-line break-words text-muted-foreground">{text ?? 'No statement.'}</p>
      <p className="text-xs text-muted-foreground">{when(at, timeZone)}</p>
    </div>
  );
}

function DecisionDialog({ item, refund, onClose }: { item: TNoShowCase; refund: boolean; onClose: () => void }) {
  const decide = useDecideNoShow();
  const [note, setNote] = useState('');
  const price = formatPrice(item.totalPrice);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={refund ? 'Refund the client in full?' : 'Keep the payment with the coach?'}
    >
      <p className="text-sm text-muted-foreground">
        {refund
          ? `${item.clientName} gets ${price} back and the session is cancelled. ${item.coachName} is not paid for it.`
          : `${item.clientName} is not refunded; the session counts as held and ${item.coachName} keeps the ${price}.`}{' '}
        Both are told by e-mail. This cannot be undone.
      </p>
      <NotesField label="Note to both parties (optional)" value={note} onChange={setNote} disabled={decide.isPending} />
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
          Go Back
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
                  toast({ title: 'Decision saved', description: refund ? `${item.clientName} is refunded ${price}.` : 'No refund.' });
                  onClose();
                },
                onError: (error) => toast({ title: 'Could not save the decision', description: errorText(error), variant: 'destructive' }),
              },
            )
          }
        >
          {decide.isPending ? 'Saving...' : refund ? `Refund ${price}` : 'No Refund'}
        </Button>
      </FormActions>
    </FormDialog>
  );
}

function CaseCard({ item, timeZone }: { item: TNoShowCase; timeZone: string }) {
  const [deciding, setDeciding] = useState<boolean | null>(null);
  const coachMarkedFirst =
    item.coachStatementAt !== null && item.clientReportedAt !== null && item.coachStatementAt < item.clientReportedAt;
  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="article" aria-label={`No-show case: ${item.clientName} and ${item.coachName}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">
            {item.clientName} · {item.coachName}
          </h3>
          <p className="text-sm text-muted-foreground">
            Session on {when(item.startTime, timeZone)} · {formatPrice(item.totalPrice)}
          </p>
        </div>
        <Button asChild size="sm" variant="link" className="px-0">
          <Link href={`/admin/bookings/${item.bookingId}`}>Booking #{item.bookingId}</Link>
        </Button>
      </div>
      <p className="text-sm">
        {coachMarkedFirst
          ? `${item.coachName} marked the client absent; ${item.clientName} says the coach was absent.`
          : `${item.clientName} reported the coach absent; ${item.coachName} disputes it.`}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <Statement who={`Client: ${item.clientName}`} text={item.clientStatement} at={item.clientReportedAt} timeZone={timeZone} />
        <Statement who={`Coach: ${item.coachName}`} text={item.coachStatement} at={item.coachStatementAt} timeZone={timeZone} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => setDeciding(false)}>
          No Refund
        </Button>
        <Button type="button" onClick={() => setDeciding(true)}>
          Refund in Full
        </Button>
      </div>
      {deciding !== null ? <DecisionDialog item={item} refund={deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

export function NoShowsSection() {
  const { data, isPending, error, refetch } = useNoShowCases();
  const timeZone = browserTimeZone();
  return (
    <section aria-labelledby="admin-no-shows-heading">
      <SectionHeader
        title="No-show Disputes"
        description={`Reports a party disputes, oldest first: read both statements and decide. Times shown in ${timeZone}.`}
      />
      <h3 id="admin-no-shows-heading" className="sr-only">
        Disputed no-show reports
      </h3>
      {isPending ? <LoadingBlock label="Loading no-show disputes" /> : null}
      {error ? <ErrorBlock title="Could not load the no-show disputes" error={error} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <Scale aria-hidden="true" className="size-4" />
          No disputes waiting for a decision.
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
