import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { activateTestMode } from '../../api/subscription-api';
import { stepPath } from '../../lib/onboarding-steps';
import { CheckboxField } from '../shared/checkbox-field';

export const TEST_MODE_CONTINUE_DELAY_MS = 1500;

// The test-mode skip, a developer shortcut that needs a tick first (docs/product/coach-onboarding.md#test-mode-skip).
export function TestModeSkip() {
  const [, navigate] = useLocation();
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [activated, setActivated] = useState(false);

  async function skip() {
    if (!confirmed) {
      toast({
        title: 'Confirmation required',
        description: 'Check the box to confirm you want to skip payment in test mode.',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      await activateTestMode();
      setActivated(true);
      toast({ title: 'Test Mode Activated', description: 'Your Pro plan is active without payment.' });
      setTimeout(() => navigate(stepPath('success', 'pro')), TEST_MODE_CONTINUE_DELAY_MS);
    } catch (error) {
      console.error('Failed to use test mode', error);
      toast({ title: 'Test Mode Failed', description: 'Could not activate test mode', variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="test-mode-heading" className="rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-5">
      <h2 id="test-mode-heading" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <FlaskConical aria-hidden="true" className="size-4" />
        Developer test mode
      </h2>
      {activated ? (
        <p role="status" className="mt-3 text-sm font-semibold text-emerald-800">
          Test Mode Activated
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          <CheckboxField
            label="I understand this skips payment and activates Pro in test mode"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <Button type="button" variant="outline" size="sm" className="justify-self-start" disabled={pending} onClick={() => void skip()}>
            Skip payment (test mode)
          </Button>
        </div>
      )}
    </section>
  );
}
