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
import { useUpdateMembershipCard } from '@/lib/packages/packages-api';

const date = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone });

export function membershipLine(membership: NonNullable<TPurchase['membership']>, timeZone: string): string {
  switch (membership.state) {
    case 'renewing':
      return membership.renewsOn ? `Renews on ${date(membership.renewsOn, timeZone)}` : 'Renews monthly';
    case 'payment_failed':
      return `Payment failed — update your card by ${membership.graceUntil ? date(membership.graceUntil, timeZone) : 'soon'}`;
    case 'cancelled':
      return `Cancelled · ends on ${membership.endsOn ? date(membership.endsOn, timeZone) : 'its month end'}`;
    case 'ended':
      return membership.endsOn ? `Ended · credits usable until ${date(membership.endsOn, timeZone)}` : 'Ended';
  }
}

// The renewal's month paid at once with another card; the membership renews again.
export function UpdateCard({ purchase }: { purchase: TPurchase }) {
  const update = useUpdateMembershipCard();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  if (!open)
    return (
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        Update card
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
              toast({ title: 'Membership renewed', description: `This month's ${purchase.sessions} credits are yours.` });
            },
            onError: (error) => toast({ title: 'Payment failed', description: errorText(error), variant: 'destructive' }),
          },
        );
      }}
    >
      <p className="text-sm">This month is charged to the card now; the next renewals use it too.</p>
      <TestCardForm value={card} errors={errors} disabled={update.isPending} onChange={setCard} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Paying...' : 'Pay and renew'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Not now
        </Button>
      </div>
    </form>
  );
}
