import { BIO_MAX, BIO_MIN } from '@shared/schemas/coach-profile';
import { INTL_TAG } from '@shared/i18n/locales';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { formatMessage } from '@/lib/i18n/format-message';
import type { Translate } from '@/lib/i18n/i18n-context';

type OnboardingT = Translate<keyof typeof onboardingEn>;
const english: OnboardingT = (key, values) => formatMessage(onboardingEn[key], INTL_TAG.en, values);

// 'N / 1000 characters' plus 'N more needed' or 'Min. length reached' (docs/product/coach-onboarding.md#details-form).
export function bioCounter(bio: string, t: OnboardingT = english): { count: string; status: string; reached: boolean } {
  const length = bio.trim().length;
  const reached = length >= BIO_MIN;
  return {
    count: t('onboarding.bioCount', { count: String(length), max: String(BIO_MAX) }),
    status: reached ? t('onboarding.bioReached') : t('onboarding.bioNeeded', { count: String(BIO_MIN - length) }),
    reached,
  };
}
