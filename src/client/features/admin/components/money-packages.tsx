// Packages and memberships in the admin's money (docs/product/packages.md):
// each purchase with its credits and what was refunded, and a refund by hand
// with a reason, the exact amount shown before it is made.
import { useState } from 'react';
import { formatDollars } from '@shared/domain/money';
import { ZAdminRefundRequest, type TPurchase } from '@shared/schemas/packages';
import { NotesField } from '@/components/forms/notes-field';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormDialog } from '@/components/ui/form-dialog';
import { ProblemText } from '@/components/ui/field-error';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/bookings/format-booking';
import { errorMessage } from '@/lib/error-text';
import { useRefundPackage } from '../api/get-admin-money';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { StatusText } from './money-format';

// The reason's limit is the shared schema's (ZAdminRefundRequest).
const REASON_MAX = 500;

const credits = (n: number) => (n === 1 ? '1 credit' : `${n} credits`);
const offerText = (p: TPurchase) =>
  p.kind === 'package' ? `${p.sessions} sessions · ${formatDollars(p.price)}` : `${p.sessions} a month · ${formatDollars(p.price)}`;
const refunded = (p: TPurchase) => p.history.filter((e) => e.kind === 'refunded').reduce((sum, e) => sum + e.amount, 0);

function RefundDialog({ purchase, onClose }: { purchase: TPurchase; onClose: () => void }) {
  const refund = useRefundPackage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  function submit() {
    const parsed = ZAdminRefundRequest.safeParse({ reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    refund.mutate(
      { id: purchase.id, reason: parsed.data.reason },
      {
        onSuccess: (done) => {
          toast({
            title: 'Package refunded',
            description: `${formatDollars(purchase.refundIfCancelled)} refunded; ${credits(done.creditsLeft)} left.`,
          });
          onClose();
        },
        // The reason stays in the box, so nothing typed is lost.
        onError: (error) => setProblem(errorMessage(error, 'Could not refund the package. Please try again.')),
      },
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !refund.isPending && onClose()}
      title={`Refund package #${purchase.id}?`}
      description={`${formatDollars(purchase.refundIfCancelled)} goes back to the client's card for ${credits(purchase.creditsLeft)} unused (${formatDollars(purchase.perSession)} each), and the package ends. Sessions already booked stay booked.`}
    >
      <NotesField label="Reason" value={reason} onChange={setReason} disabled={refund.isPending} max={REASON_MAX} />
      <ProblemText>{problem}</ProblemText>
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={refund.isPending}>
          Go Back
        </Button>
        <Button type="button" variant="destructive" disabled={refund.isPending} onClick={submit}>
          {refund.isPending ? 'Refunding...' : `Refund ${formatDollars(purchase.refundIfCancelled)}`}
        </Button>
      </FormActions>
    </FormDialog>
  );
}

export function PackagesTable({ purchases, timeZone }: { purchases: TPurchase[]; timeZone: string }) {
  const [refunding, setRefunding] = useState<TPurchase | null>(null);
  const heads = ['Bought', 'Client', 'Coach', 'Offer', 'Credits left', 'Refunded', 'State', 'Expires'];
  return (
    <>
      <DataTable
        caption="Packages and memberships"
        stack
        head={
          <>
            {heads.map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            <Th className="relative">
              <span className="sr-only">Action</span>
            </Th>
          </>
        }
      >
        {purchases.length === 0 ? (
          <EmptyRow colSpan={heads.length + 1}>No packages bought</EmptyRow>
        ) : (
          purchases.map((p) => (
            <tr key={p.id}>
              <Td label={heads[0]}>{formatShortDate(new Date(p.createdAt), timeZone)}</Td>
              <Td label={heads[1]}>Client {p.clientId}</Td>
              <Td label={heads[2]} wrap>
                {p.coachName}
              </Td>
              <Td label={heads[3]}>{offerText(p)}</Td>
              <Td label={heads[4]} className="tabular-nums">
                {/* A membership's credits grow month by month: "of" its monthly count would read wrong. */}
                {p.kind === 'membership' ? `${p.creditsLeft} (${p.sessions} a month)` : `${p.creditsLeft} of ${p.sessions}`}
              </Td>
              <Td label={heads[5]} className="tabular-nums">
                {formatDollars(refunded(p))}
              </Td>
              <Td label={heads[6]}>
                <StatusText status={p.status} />
              </Td>
              <Td label={heads[7]}>{formatShortDate(new Date(p.expiresAt), timeZone)}</Td>
              <Td>
                {p.status === 'active' ? (
                  <Button type="button" size="sm" variant="outline" aria-label={`Refund package #${p.id}`} onClick={() => setRefunding(p)}>
                    Refund
                  </Button>
                ) : null}
              </Td>
            </tr>
          ))
        )}
      </DataTable>
      {refunding ? <RefundDialog purchase={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}
