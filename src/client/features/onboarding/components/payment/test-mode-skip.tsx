import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { activateTestMode } from '../../api/subscription-api';
import { stepPath } from '../../lib/onboarding-steps';
import { CheckboxField } from '../shared/checkbox-field';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

export const TEST_MODE_CONTINUE_DELAY_MS = 1500;

// The test-mode skip, a developer shortcut that needs a tick first (docs/product/coach-onboarding.md#test-mode-skip).
export function TestModeSkip() {
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [activated, setActivated] = useState(false);
  const t = useT(onboardingEn);

  async function skip() {
    if (!confirmed) {
      toast({
        title: t('onboarding.confirmRequired'),
        description: t('onboarding.confirmRequiredText'),
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await activateTestMode();
      setActivated(true);
      toast({ title: t('onboarding.testActivated'), description: t('onboarding.testActivatedText') });
      setTimeout(() => navigate(stepPath('success', 'pro')), TEST_MODE_CONTINUE_DELAY_MS);
    } catch (error) {
      console.error('Failed to use test mode', error);
      toast({ title: t('onboarding.testFailed'), description: t('onboarding.testFailedText'), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="test-mode-heading" className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-5">
      <h2 id="test-mode-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('onboarding.devTestMode')}
      </h2>
      {activated ? (
        <p role="status" className="mt-3 text-sm font-semibold text-emerald-800">
          {t('onboarding.testActivated')}
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <CheckboxField
            label={t('onboarding.understandSkip')}
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={pending} onClick={() => void skip()}>
            {t('onboarding.skipPayment')}
          </Button>
        </div>
      )}
    </section>
  );
}
