import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { stepPath } from '../../lib/onboarding-steps';
import { PROFILE_NOT_FOUND } from './use-subscription-setup';

export function ProfileMissingPanel() {
  return (
    <Card role="alert" className="border-destructive/30 p-6">
      <p className="font-medium text-destructive">Your coach profile is not complete. Please go back and complete your profile setup.</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href={stepPath('details', 'pro')}>Go Back</Link>
      </Button>
    </Card>
  );
}

// The payment error panel (docs/product/coach-onboarding.md#payment).
export function PaymentErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const profileNotFound = message.includes(PROFILE_NOT_FOUND);
  return (
    <Card role="alert" className="border-destructive/30 p-6">
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-2">
          <h2 className="font-semibold text-destructive">{message || 'Unable to load payment form'}</h2>
          <p className="text-sm text-muted-foreground">
            {profileNotFound
              ? 'Your coach profile was not found. It may have just been created; please wait a moment and retry.'
              : 'We encountered an issue while setting up your payment. Please try again.'}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onRetry}>Retry</Button>
        <Button asChild variant="outline">
          <Link href={stepPath('pro', 'pro')}>Go Back</Link>
        </Button>
      </div>
    </Card>
  );
}
