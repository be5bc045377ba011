import { useState } from 'react';
import type { TPurchase } from '@shared/schemas/packages';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useCancelPackage, useMyPackages } from '../api/my-packages';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';
import { membershipLine, UpdateCard } from './membership-status';

const KIND_LABELS = {
  granted: 'client-dashboard.packages.granted',
  redeemed: 'client-dashboard.packages.redeemed',
  returned: 'client-dashboard.packages.returned',
  expired: 'client-dashboard.packages.expiredEntry',
  refunded: 'client-dashboard.packages.refunded',
} as const satisfies Record<TPurchase['history'][number]['kind'], keyof typeof clientDashboardEn>;

function PackageCard({ purchase, timeZone }: { purchase: TPurchase; timeZone: string }) {
  const cancel = useCancelPackage();
  const t = useT(clientDashboardEn);
  const formats = clientFormats(useLocale());
  const date = formats.mediumDate;
  const money = formats.price;
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
            {t(purchase.kind === 'package' ? 'client-dashboard.packages.package' : 'client-dashboard.packages.membership', {
              sessions: purchase.sessions,
              name: purchase.coachName,
            })}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('client-dashboard.packages.creditsLeft', { count: left })}
            {purchase.membership
              ? ` · ${membershipLine(purchase.membership, timeZone, t, date)}`
              : purchase.status === 'active'
                ? t('client-dashboard.packages.expires', { date: date(purchase.expiresAt, timeZone) })
                : purchase.status === 'cancelled'
                  ? t('client-dashboard.packages.cancelled')
                  : t('client-dashboard.packages.expired')}
          </p>
        </div>
        {purchase.status === 'active' && (!purchase.membership || ['renewing', 'payment_failed'].includes(purchase.membership.state)) && (
          <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
            {membership ? t('client-dashboard.packages.cancelMembership') : t('client-dashboard.packages.cancelPackage')}
          </Button>
        )}
      </div>
      {purchase.membership?.state === 'payment_failed' && <UpdateCard purchase={purchase} />}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t('client-dashboard.packages.history')}</summary>
        <ul className="mt-2 grid gap-1">
          {purchase.history.map((entry, i) => (
            <li key={i} className="flex justify-between gap-2">
              <span>
                {t(KIND_LABELS[entry.kind])} ({entry.credits})
              </span>
              <span className="text-muted-foreground">
                {entry.kind === 'refunded' ? `${money(entry.amount)} · ` : ''}
                {date(entry.createdAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      </details>
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={membership ? t('client-dashboard.packages.cancelMembershipTitle') : t('client-dashboard.packages.cancelPackageTitle')}
        description={
          membership
            ? t('client-dashboard.packages.membershipKeeps', { count: left, date: date(ends, timeZone) })
            : t('client-dashboard.packages.packageRefund', {
                amount: money(purchase.refundIfCancelled),
                count: left,
                each: money(purchase.perSession),
              })
        }
        cancelLabel={membership ? t('client-dashboard.packages.keepMembership') : t('client-dashboard.packages.keepPackage')}
        actionLabel={membership ? t('client-dashboard.packages.cancelMembership') : t('client-dashboard.packages.cancelPackage')}
        pending={cancel.isPending}
        pendingLabel={t('client-dashboard.cancelling')}
        destructive
        onConfirm={() =>
          cancel.mutate(purchase.id, {
            onSuccess: () => {
              setAsking(false);
              toast(
                membership
                  ? {
                      title: t('client-dashboard.packages.membershipCancelled'),
                      description: t('client-dashboard.packages.creditsStay', { date: date(ends, timeZone) }),
                    }
                  : {
                      title: t('client-dashboard.packages.packageCancelled'),
                      description: t('client-dashboard.packages.refundOnWay', { amount: money(purchase.refundIfCancelled) }),
                    },
              );
            },
            onError: (error) =>
              toast({ title: t('client-dashboard.packages.cancelFailed'), description: errorText(error), variant: 'destructive' }),
          })
        }
      />
    </Card>
  );
}

// "My packages" in the client's dashboard (docs/product/packages.md).
export function MyPackages({ timeZone }: { timeZone: string }) {
  const packages = useMyPackages();
  const t = useT(clientDashboardEn);
  if (!packages.data || packages.data.length === 0) return null;
  return (
    <section className="mt-10 grid gap-4" aria-labelledby="client-packages-heading">
      <h2 id="client-packages-heading" className="font-serif text-2xl font-semibold">
        {t('client-dashboard.packages.title')}
      </h2>
      {packages.data.map((purchase) => (
        <PackageCard key={purchase.id} purchase={purchase} timeZone={timeZone} />
      ))}
    </section>
  );
}
