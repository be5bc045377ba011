import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { stepPath } from '../../lib/onboarding-steps';
import { PROFILE_NOT_FOUND } from './use-subscription-setup';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

export function ProfileMissingPanel() {
  const t = useT(onboardingEn);
  return (
    <Card role="alert" className="border-destructive/30 p-6">
      <p className="font-medium text-destructive">{t('onboarding.profileIncomplete')}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href={stepPath('details', 'pro')}>{t('onboarding.goBack')}</Link>
      </Button>
    </Card>
  );
}

// The payment error panel (docs/product/coach-onboarding.md#payment).
export function PaymentErrorPanel({ message, onRetry }: { message: string; onRetry: () => void }) {
  const profileNotFound = message.includes(PROFILE_NOT_FOUND);
  const t = useT(onboardingEn);
  return (
    <Card role="alert" className="border-destructive/30 p-6">
      <div className="flex gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-2">
          <h2 className="font-semibold text-destructive">{message || t('onboarding.unableToLoad')}</h2>
          <p className="text-sm text-muted-foreground">
            {profileNotFound ? t('onboarding.profileNotFoundText') : t('onboarding.paymentIssue')}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onRetry}>{t('onboarding.retry')}</Button>
        <Button asChild variant="outline">
          <Link href={stepPath('pro', 'pro')}>{t('onboarding.goBack')}</Link>
        </Button>
      </div>
    </Card>
  );
}
