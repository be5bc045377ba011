import { BIO_MAX, BIO_MIN } from '@shared/schemas/coach-profile';

// 'N / 1000 characters' plus 'N more needed' or 'Min. length reached' (docs/product/coach-onboarding.md#details-form).
export function bioCounter(bio: string): { count: string; status: string; reached: boolean } {
  const length = bio.trim().length;
  const reached = length >= BIO_MIN;
  return {
    count: `${length} / ${BIO_MAX} characters`,
    status: reached ? 'Min. length reached' : `${BIO_MIN - length} more needed`,
    reached,
  };
}
