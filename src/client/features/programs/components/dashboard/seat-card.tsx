import { useState } from 'react';
import { Link } from 'wouter';
import { refundCents, refundPercent } from '@shared/domain/cancellation-policy';
import { centsToDollars, dollarsToCents } from '@shared/domain/money';
import type { TSeat } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { useProgram } from '../../api/get-program';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useCancelSeat } from '../../api/dashboard-programs';
import { programFormats } from '../../lib/program-formats';

// What giving up the seat now refunds, under the policy it was sold with,
// counted from the first meeting (the server computes the same).
function RefundText({ seat, now }: { seat: TSeat; now: Date }) {
  const t = useT(programsDashboardEn);
  const format = programFormats(useLocale());
  const program = useProgram(String(seat.programId));
  const first = seat.meetings[0];
  if (!program.data || !first) return null;
  const policy = program.data.cancellationPolicy;
  const percent = refundPercent(policy, new Date(first.start), now);
  const amount = format.price(centsToDollars(refundCents(policy, dollarsToCents(seat.price), new Date(first.start), now)));
  const price = format.price(seat.price);
  return (
    <p className="font-medium text-foreground" data-testid="seat-refund">
      {percent === 100
        ? t('programs-dashboard.refundFull', { amount })
        : percent > 0
          ? t('programs-dashboard.refundPart', { amount, price, percent, policy })
          : t('programs-dashboard.refundNone', { price, policy })}
    </p>
  );
}

// One of the client's seats: the next meeting in their zone, the shared room
// once the program is confirmed, and giving the seat up before it starts.
export function SeatCard({ seat, timeZone }: { seat: TSeat; timeZone: string }) {
  const t = useT(programsDashboardEn);
  const format = programFormats(useLocale());
  const cancel = useCancelSeat();
  const [confirming, setConfirming] = useState(false);
  const now = new Date();
  const nextIndex = seat.meetings.findIndex((m) => new Date(m.end) > now);
  const next = seat.meetings[nextIndex];
  const first = seat.meetings[0];
  const started = !first || new Date(first.start) <= now;
  const active = seat.status === 'active';

  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4 text-sm" aria-label={seat.programTitle}>
      <Link
        href={`/programs/${seat.programId}`}
        className="font-semibold text-foreground underline-offset-4 hover:underline [overflow-wrap:anywhere]"
      >
        {seat.programTitle}
      </Link>
      {!active ? (
        <p className="text-muted-foreground">{t('programs-dashboard.seatCancelled', { refunded: format.price(seat.refunded) })}</p>
      ) : next ? (
        <p>
          {t('programs-dashboard.nextMeeting', { date: format.date(next.start, timeZone), time: format.time(next.start, timeZone) })}
          {seat.meetings.length > 1 && ` · ${t('programs-dashboard.meetingOf', { number: nextIndex + 1, total: seat.meetings.length })}`}
        </p>
      ) : (
        <p className="text-muted-foreground">{t('programs-dashboard.allHeld')}</p>
      )}
      {active &&
        next &&
        (seat.roomUrl ? (
          <a href={seat.roomUrl} className="text-primary underline" target="_blank" rel="noreferrer">
            {t('programs-dashboard.openRoom')}
          </a>
        ) : (
          <p className="text-muted-foreground">{t('programs-dashboard.roomLater')}</p>
        ))}
      {active && !started && (
        <div>
          <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(true)}>
            {t('programs-dashboard.cancelSeat')}
          </Button>
        </div>
      )}
      {cancel.error && (
        <p role="alert" className="text-destructive">
          {errorMessage(cancel.error, t('programs-dashboard.actionFailed'))}
        </p>
      )}
      <ConfirmAlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('programs-dashboard.cancelSeatTitle', { title: seat.programTitle })}
        description={
          <>
            {confirming && <RefundText seat={seat} now={now} />}
            <p>{t('programs-dashboard.seatGoesOn')}</p>
          </>
        }
        cancelLabel={t('programs-dashboard.keepSeat')}
        actionLabel={t('programs-dashboard.cancelSeat')}
        pending={cancel.isPending}
        pendingLabel={t('programs-dashboard.cancelling')}
        destructive
        onConfirm={() =>
          cancel.mutate(seat.id, {
            onSuccess: (done) => {
              setConfirming(false);
              toast({
                title: t('programs-dashboard.seatCancelledToast'),
                description: t('programs-dashboard.seatCancelled', { refunded: format.price(done.refunded) }),
              });
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </li>
  );
}
