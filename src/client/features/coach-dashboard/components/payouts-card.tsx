import { AlertTriangle, CheckCircle2, Clock, Landmark } from 'lucide-react';
import type { TPayoutAccount } from '@shared/schemas/payouts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorText } from '@/lib/error-text';
import { usePayoutAccount, useRefreshPayoutAccount, useStartPayoutSetup } from '../api/payouts';

const HEADINGS: Record<TPayoutAccount['state'], { title: string; icon: typeof Landmark; tone: string }> = {
  not_started: { title: 'Payouts not set up', icon: Landmark, tone: 'text-muted-foreground' },
  pending: { title: 'Pending verification', icon: Clock, tone: 'text-amber-700' },
  enabled: { title: 'Payouts enabled', icon: CheckCircle2, tone: 'text-emerald-700' },
  restricted: { title: 'Stripe needs more details', icon: AlertTriangle, tone: 'text-red-700' },
};

function explanation(account: TPayoutAccount): string {
  switch (account.state) {
    case 'not_started':
      return account.started
        ? 'You started setting up payouts but did not finish. Pick up where you left off.'
        : 'Connect a bank account through Stripe so we can pay you for your sessions.';
    case 'pending':
      return 'Stripe is checking your details. This usually takes a few minutes, sometimes a day or two.';
    case 'enabled':
      return 'Stripe will send your share of each completed session to your bank account.';
    case 'restricted':
      return 'Payouts are paused until you give Stripe:';
  }
}

// Why clients can or cannot book the coach, as far as payouts decide it.
function listingNote(account: TPayoutAccount): string | null {
  if (!account.requiredForListing) {
    return 'Test mode: payments are simulated, so clients can find and book you whatever your payout state.';
  }
  if (account.state === 'enabled') return null;
  return 'Clients cannot find or book you until payouts are enabled.';
}

export function PayoutsCard() {
  const query = usePayoutAccount(true);
  const start = useStartPayoutSetup();
  const check = useRefreshPayoutAccount();

  if (query.isLoading) {
    return (
      <Card className="grid gap-3 p-5" role="status" aria-busy="true" aria-label="Loading payouts">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card className="p-5 text-sm" role="alert">
        We could not load your payout details. {errorText(query.error)}
      </Card>
    );
  }

  const account = query.data;
  const { title, icon: Icon, tone } = HEADINGS[account.state];
  const note = listingNote(account);
  const action =
    account.state === 'not_started' ? (account.started ? 'Continue setting up payouts' : 'Set up payouts') : 'Update payout details';

  return (
    <Card aria-labelledby="payouts-heading" className="grid gap-3 p-5 text-sm" role="region">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Payouts</h2>
      <p id="payouts-heading" className={`flex items-center gap-2 text-base font-semibold ${tone}`}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      <p className="text-muted-foreground">{explanation(account)}</p>
      {account.state === 'restricted' && (
        <ul className="list-disc space-y-1 pl-5">
          {account.requirementsDue.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      )}
      {note && (
        <p
          className={
            account.requiredForListing
              ? 'rounded-md border border-red-200 bg-red-50 p-3 text-red-900'
              : 'rounded-md border bg-muted/50 p-3 text-muted-foreground'
          }
        >
          {note}
        </p>
      )}
      {account.state !== 'pending' && (
        <Button
          className="justify-self-start"
          variant={account.state === 'enabled' ? 'outline' : 'default'}
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? 'Opening Stripe…' : action}
        </Button>
      )}
      {account.state === 'pending' && (
        <Button className="justify-self-start" variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? 'Checking…' : 'Check again'}
        </Button>
      )}
      {(start.isError || check.isError) && (
        <p role="alert" className="text-destructive">
          {errorMessage(start.error ?? check.error, 'Something went wrong. Please try again.')}
        </p>
      )}
    </Card>
  );
}
