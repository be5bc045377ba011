// Where a membership stands in "My packages" (docs/decisions/0067-membership-renewals.md):
// renews on a date; its renewal failed and the card can be updated until the
// grace ends; cancelled or ended, with the date its credits last until.
import { useState } from 'react';
import type { TPurchase } from '@shared/schemas/packages';
import { Button } from '@/components/ui/button';
import { TestCardForm } from '@/components/card-form/test-card-form';
import { validateCard, type CardErrors, type CardInput } from '@/components/card-form/card-input';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useUpdateMembershipCard } from '../api/my-packages';
import { clientDashboardEn } from '@/i18n/catalogs/client-dashboard.en';
import { useT, type Translate } from '@/lib/i18n/i18n-context';

type ClientDashboardKey = keyof typeof clientDashboardEn;

// t and date in the reader's language (useT, clientFormats(locale).mediumDate).
export function membershipLine(
  membership: NonNullable<TPurchase['membership']>,
  timeZone: string,
  t: Translate<ClientDashboardKey>,
  date: (iso: string, timeZone: string) => string,
): string {
  switch (membership.state) {
    case 'renewing':
      return membership.renewsOn
        ? t('client-dashboard.membership.renewsOn', { date: date(membership.renewsOn, timeZone) })
        : t('client-dashboard.membership.renewsMonthly');
    case 'payment_failed':
      return t('client-dashboard.membership.paymentFailed', {
        date: membership.graceUntil ? date(membership.graceUntil, timeZone) : t('client-dashboard.membership.soon'),
      });
    case 'cancelled':
      return t('client-dashboard.membership.cancelled', {
        date: membership.endsOn ? date(membership.endsOn, timeZone) : t('client-dashboard.membership.monthEnd'),
      });
    case 'ended':
      return membership.endsOn
        ? t('client-dashboard.membership.endedUntil', { date: date(membership.endsOn, timeZone) })
        : t('client-dashboard.membership.ended');
  }
}

// The renewal's month paid at once with another card; the membership renews again.
export function UpdateCard({ purchase }: { purchase: TPurchase }) {
  const update = useUpdateMembershipCard();
  const t = useT(clientDashboardEn);
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  if (!open)
    return (
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        {t('client-dashboard.membership.updateCard')}
      </Button>
    );
  return (
    <form
      className="grid gap-3 rounded-lg border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateCard(card);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        update.mutate(
          { id: purchase.id, card },
          {
            onSuccess: () => {
              setOpen(false);
              toast({
                title: t('client-dashboard.membership.renewed'),
                description: t('client-dashboard.membership.renewedText', { sessions: purchase.sessions }),
              });
            },
            onError: (error) =>
              toast({ title: t('client-dashboard.membership.failed'), description: errorText(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <p className="text-sm">{t('client-dashboard.membership.chargedNow')}</p>
      <TestCardForm value={card} errors={errors} disabled={update.isPending} onChange={setCard} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? t('client-dashboard.membership.paying') : t('client-dashboard.membership.payAndRenew')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          {t('client-dashboard.membership.notNow')}
        </Button>
      </div>
    </form>
  );
}
