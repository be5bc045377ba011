import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { getCoachMe } from '../../api/coach-profile-api';
import { createSubscription } from '../../api/subscription-api';
import { errorText } from '@/lib/error-text';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT, type Translate } from '@/lib/i18n/i18n-context';

export const PROFILE_NOT_FOUND = 'Coach profile not found';
export const SUBSCRIPTION_RETRY_DELAY_MS = 2000;
export const SUBSCRIPTION_MAX_RETRIES = 3;

export type SetupState =
  | { status: 'loading' }
  | { status: 'profile-missing' }
  | { status: 'ready'; clientSecret: string }
  // The server already activated Pro (e.g. a second visit).
  | { status: 'active' }
  | { status: 'error'; message: string };

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

const messageOf = (error: unknown, fallback: string) => errorText(error) || fallback;

// The payment step on load (docs/product/coach-onboarding.md#payment): the profile must exist, then
// a subscription is requested; a just-created profile the server cannot see
// yet is retried up to 3 times, 2 s apart. Never throws: every outcome is a state.
async function setUpSubscription(signal: AbortSignal, t: Translate<keyof typeof onboardingEn>): Promise<SetupState> {
  try {
    if (!(await getCoachMe())) {
      toast({
        title: t('onboarding.profileNotFound'),
        description: t('onboarding.profileNotFoundToast'),
        variant: 'destructive',
      });
      return { status: 'profile-missing' };
    }
  } catch (error) {
    return { status: 'error', message: messageOf(error, t('onboarding.unableToLoad')) };
  }
  for (let retries = 0; ; retries += 1) {
    try {
      const response = await createSubscription();
      if (!('clientSecret' in response)) return { status: 'active' };
      if (!response.clientSecret) return { status: 'error', message: t('onboarding.noClientSecret') };
      return { status: 'ready', clientSecret: response.clientSecret };
    } catch (error) {
      const message = messageOf(error, t('onboarding.subscriptionFailed'));
      if (!message.includes(PROFILE_NOT_FOUND) || retries >= SUBSCRIPTION_MAX_RETRIES || signal.aborted)
        return { status: 'error', message };
      await delay(SUBSCRIPTION_RETRY_DELAY_MS, signal);
    }
  }
}

export function useSubscriptionSetup() {
  const t = useT(onboardingEn);
  const query = useQuery({
    queryKey: ['onboarding', 'subscription-setup'],
    queryFn: ({ signal }) => setUpSubscription(signal, t),
    // A new visit (or Retry) always asks again; client secrets are single-use.
    gcTime: 0,
  });
  const state: SetupState = query.isFetching || !query.data ? { status: 'loading' } : query.data;
  // The Retry button re-runs the whole load.
  const retry = () => void query.refetch();
  return { state, retry };
}
