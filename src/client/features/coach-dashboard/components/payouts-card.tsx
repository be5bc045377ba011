import { AlertTriangle, CheckCircle2, Clock, Landmark } from 'lucide-react';
import type { TPayoutAccount } from '@shared/schemas/payouts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorText } from '@/lib/error-text';
import { usePayoutAccount, useRefreshPayoutAccount, useStartPayoutSetup } from '../api/payouts';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';

type MoneyKey = keyof typeof coachMoneyEn;

const HEADINGS: Record<TPayoutAccount['state'], { title: MoneyKey; icon: typeof Landmark; tone: string }> = {
  not_started: { title: 'coach-money.notSetUp', icon: Landmark, tone: 'text-muted-foreground' },
  pending: { title: 'coach-money.pendingVerification', icon: Clock, tone: 'text-amber-700' },
  enabled: { title: 'coach-money.enabled', icon: CheckCircle2, tone: 'text-emerald-700' },
  restricted: { title: 'coach-money.restricted', icon: AlertTriangle, tone: 'text-red-700' },
};

function explanation(account: TPayoutAccount): MoneyKey {
  switch (account.state) {
    case 'not_started':
      return account.started ? 'coach-money.startedNotFinished' : 'coach-money.connectBank';
    case 'pending':
      return 'coach-money.checking';
    case 'enabled':
      return 'coach-money.willSend';
    case 'restricted':
      return 'coach-money.pausedUntil';
  }
}

// Why clients can or cannot book the coach, as far as payouts decide it.
function listingNote(account: TPayoutAccount): MoneyKey | null {
  if (!account.requiredForListing) return 'coach-money.testModeNote';
  if (account.state === 'enabled') return null;
  return 'coach-money.notListedNote';
}

export function PayoutsCard() {
  const t = useT(coachMoneyEn);
  // What Stripe still needs, as the server names it in English.
  const translate = useTranslateSentence();
  const query = usePayoutAccount(true);
  const start = useStartPayoutSetup();
  const check = useRefreshPayoutAccount();

  if (query.isLoading) {
    return (
      <Card className="grid gap-3 p-5" role="status" aria-busy="true" aria-label={t('coach-money.loadingPayoutsCard')}>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card className="p-5 text-sm" role="alert">
        {t('coach-money.payoutDetailsFailed', { reason: errorText(query.error) })}
      </Card>
    );
  }

  const account = query.data;
  const { title, icon: Icon, tone } = HEADINGS[account.state];
  const note = listingNote(account);
  const action =
    account.state === 'not_started'
      ? t(account.started ? 'coach-money.continueSetUp' : 'coach-money.setUp')
      : t('coach-money.updateDetails');

  return (
    <Card aria-labelledby="payouts-heading" className="grid gap-3 p-5 text-sm" role="region">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t('coach-money.payouts')}</h2>
      <p id="payouts-heading" className={`flex items-center gap-2 text-base font-semibold ${tone}`}>
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {t(title)}
      </p>
      <p className="text-muted-foreground">{t(explanation(account))}</p>
      {account.state === 'restricted' && (
        <ul className="list-disc space-y-1 pl-5">
          {account.requirementsDue.map((label) => (
            <li key={label}>{translate(label)}</li>
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
          {t(note)}
        </p>
      )}
      {account.state !== 'pending' && (
        <Button
          className="justify-self-start"
          variant={account.state === 'enabled' ? 'outline' : 'default'}
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? t('coach-money.openingStripe') : action}
        </Button>
      )}
      {account.state === 'pending' && (
        <Button className="justify-self-start" variant="outline" disabled={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t('coach-money.checkingNow') : t('coach-money.checkAgain')}
        </Button>
      )}
      {(start.isError || check.isError) && (
        <p role="alert" className="text-destructive">
          {errorMessage(start.error ?? check.error, t('coach-money.tryAgain'))}
        </p>
      )}
    </Card>
  );
}
