import { useState } from 'react';
import { formatDollars } from '@shared/domain/money';
import type { TPurchase } from '@shared/schemas/packages';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCancelPackage, useMyPackages } from '@/lib/packages/packages-api';
import { membershipLine, UpdateCard } from './membership-status';

const KIND_LABELS: Record<TPurchase['history'][number]['kind'], string> = {
  granted: 'Credits added',
  redeemed: 'Session booked',
  returned: 'Credit returned',
  expired: 'Credits expired',
  refunded: 'Refunded',
};

const date = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });

function PackageCard({ purchase, timeZone }: { purchase: TPurchase; timeZone: string }) {
  const cancel = useCancelPackage();
  const [asking, setAsking] = useState(false);
  const left = purchase.creditsLeft;
  const membership = purchase.membership !== null;
  // A membership cancelled stops renewing and keeps its credits until the month ends; a package is refunded.
  const ends = purchase.membership?.renewsOn ?? purchase.membership?.endsOn ?? purchase.expiresAt;
  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">
            {purchase.kind === 'package' ? `${purchase.sessions} sessions` : `${purchase.sessions} sessions a month`} with{' '}
            {purchase.coachName}
          </h3>
          <p className="text-sm text-muted-foreground">
            {left === 1 ? '1 credit left' : `${left} credits left`}
            {purchase.membership
              ? ` · ${membershipLine(purchase.membership, timeZone)}`
              : purchase.status === 'active'
                ? ` · expires ${date(purchase.expiresAt, timeZone)}`
                : purchase.status === 'cancelled'
                  ? ' · cancelled'
                  : ' · expired'}
          </p>
        </div>
        {purchase.status === 'active' && (!purchase.membership || ['renewing', 'payment_failed'].includes(purchase.membership.state)) && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
            {membership ? 'Cancel membership' : 'Cancel package'}
          </Button>
        )}
      </div>
      {purchase.membership?.state === 'payment_failed' && <UpdateCard purchase={purchase} />}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">History</summary>
        <ul className="mt-2 grid gap-1">
          {purchase.history.map((entry, i) => (
            <li key={i} className="flex justify-between gap-2">
              <span>
                {KIND_LABELS[entry.kind]} ({entry.credits})
              </span>
              <span className="text-muted-foreground">
                {entry.kind === 'refunded' ? `${formatDollars(entry.amount)} · ` : ''}
                {date(entry.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={membership ? 'Cancel this membership?' : 'Cancel this package?'}
        description={
          membership
            ? `It will not renew again. You keep your ${left === 1 ? '1 credit' : `${left} credits`} until ${date(ends, timeZone)}; nothing is refunded. Sessions already booked stay booked.`
            : `You will be refunded ${formatDollars(purchase.refundIfCancelled)} for ${left === 1 ? '1 unused credit' : `${left} unused credits`} (${formatDollars(purchase.perSession)} each). Sessions already booked stay booked.`
        }
        cancelLabel={membership ? 'Keep membership' : 'Keep package'}
        actionLabel={membership ? 'Cancel membership' : 'Cancel package'}
        pending={cancel.isPending}
        pendingLabel="Cancelling..."
        destructive
        onConfirm={() =>
          cancel.mutate(purchase.id, {
            onSuccess: () => {
              setAsking(false);
              toast(
                membership
                  ? { title: 'Membership cancelled', description: `Your credits stay until ${date(ends, timeZone)}.` }
                  : {
                      title: 'Package cancelled',
                      description: `${formatDollars(purchase.refundIfCancelled)} is on its way back to your card.`,
                    },
              );
            },
            onError: (error) => toast({ title: 'Cancel failed', description: errorText(error), variant: 'destructive' }),
          })
        }
      />
    </Card>
  );
}

// "My packages" in the client's dashboard (docs/product/packages.md).
export function MyPackages({ timeZone }: { timeZone: string }) {
  const packages = useMyPackages();
  if (!packages.data || packages.data.length === 0) return null;
  return (
    <section className="mt-10 grid gap-4" aria-labelledby="client-packages-heading">
      <h2 id="client-packages-heading" className="font-serif text-2xl font-semibold">
        My packages
      </h2>
      {packages.data.map((purchase) => (
        <PackageCard key={purchase.id} purchase={purchase} timeZone={timeZone} />
      ))}
    </section>
  );
}
