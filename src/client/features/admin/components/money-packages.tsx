// Packages and memberships in the admin's money (docs/product/packages.md):
// each purchase with its credits and what was refunded, and a refund by hand
// with a reason, the exact amount shown before it is made.
import { useState } from 'react';
import { ZAdminRefundRequest, type TPurchase } from '@shared/schemas/packages';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useT } from '@/lib/i18n/i18n-context';
import { errorMessage } from '@/lib/error-text';
import { useRefundPackage } from '../api/get-admin-money';
import { DataTable, EmptyRow, Td, Th } from '@/components/data-table';
import { useAdminFormats } from '../lib/format';
import { StatusText } from './money-format';
import { ReasonDialog } from './reason-dialog';

// The reason's limit is the shared schema's (ZAdminRefundRequest).
const REASON_MAX = 500;

const refunded = (p: TPurchase) => p.history.filter((e) => e.kind === 'refunded').reduce((sum, e) => sum + e.amount, 0);

function RefundDialog({ purchase, onClose }: { purchase: TPurchase; onClose: () => void }) {
  const t = useT(adminMoneyEn);
  const { dollars } = useAdminFormats();
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
            title: t('admin-money.packages.refunded'),
            description: t('admin-money.packages.refundedText', { amount: dollars(purchase.refundIfCancelled), count: done.creditsLeft }),
          });
          onClose();
        },
        // The reason stays in the box, so nothing typed is lost.
        onError: (error) => setProblem(errorMessage(error, t('admin-money.packages.refundFailed'))),
      },
    );
  }
  return (
    <ReasonDialog
      title={t('admin-money.packages.refundTitle', { id: String(purchase.id) })}
      description={t('admin-money.packages.refundText', {
        amount: dollars(purchase.refundIfCancelled),
        count: purchase.creditsLeft,
        perSession: dollars(purchase.perSession),
      })}
      reasonLabel={t('admin-money.packages.reason')}
      reasonMax={REASON_MAX}
      reason={reason}
      onReasonChange={setReason}
      problem={problem}
      pending={refund.isPending}
      backText={t('admin-money.packages.goBack')}
      actionText={
        refund.isPending
          ? t('admin-money.packages.refunding')
          : t('admin-money.packages.refundAmount', { amount: dollars(purchase.refundIfCancelled) })
      }
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

export function PackagesTable({ purchases, timeZone }: { purchases: TPurchase[]; timeZone: string }) {
  const t = useT(adminMoneyEn);
  const { dollars, shortDay } = useAdminFormats();
  const [refunding, setRefunding] = useState<TPurchase | null>(null);
  const heads = [
    t('admin-money.head.bought'),
    t('admin-money.head.client'),
    t('admin-money.head.coach'),
    t('admin-money.head.offer'),
    t('admin-money.head.creditsLeft'),
    t('admin-money.head.refunded'),
    t('admin-money.head.state'),
    t('admin-money.head.expires'),
  ];
  const offerText = (p: TPurchase) =>
    t(p.kind === 'package' ? 'admin-money.packages.offerPackage' : 'admin-money.packages.offerMembership', {
      sessions: p.sessions,
      price: dollars(p.price),
    });
  return (
    <>
      <DataTable
        caption={t('admin-money.packages.title')}
        stack
        head={
          <>
            {heads.map((h) => (
              <Th key={h}>{h}</Th>
            ))}
            <Th className="relative">
              <span className="sr-only">{t('admin-money.action')}</span>
            </Th>
          </>
        }
      >
        {purchases.length === 0 ? (
          <EmptyRow colSpan={heads.length + 1}>{t('admin-money.packages.empty')}</EmptyRow>
        ) : (
          purchases.map((p) => (
            <tr key={p.id}>
              <Td label={heads[0]}>{shortDay(p.createdAt, timeZone)}</Td>
              <Td label={heads[1]}>{t('admin-money.packages.client', { id: String(p.clientId) })}</Td>
              <Td label={heads[2]} wrap>
                {p.coachName}
              </Td>
              <Td label={heads[3]}>{offerText(p)}</Td>
              <Td label={heads[4]} className="tabular-nums">
                {/* A membership's credits grow month by month: "of" its monthly count would read wrong. */}
                {t(p.kind === 'membership' ? 'admin-money.packages.creditsMembership' : 'admin-money.packages.creditsPackage', {
                  left: p.creditsLeft,
                  sessions: p.sessions,
                })}
              </Td>
              <Td label={heads[5]} className="tabular-nums">
                {dollars(refunded(p))}
              </Td>
              <Td label={heads[6]}>
                <StatusText status={p.status} />
              </Td>
              <Td label={heads[7]}>{shortDay(p.expiresAt, timeZone)}</Td>
              <Td>
                {p.status === 'active' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('admin-money.packages.refundLabel', { id: String(p.id) })}
                    onClick={() => setRefunding(p)}
                  >
                    {t('admin-money.packages.refund')}
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
