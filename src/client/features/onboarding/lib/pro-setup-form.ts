// The Pro step's fields (docs/product/coach-onboarding.md#pro-setup), with the same
// rules and messages as the details form.
import { z } from 'zod';
import { ZCoachDetailsForm } from '@shared/schemas/coach-profile';

const shape = ZCoachDetailsForm.shape;

export const ZProSetupForm = z.object({
  businessName: shape.businessName,
  socialLink: shape.socialLink,
  calendarSyncEnabled: shape.calendarSyncEnabled,
  calendarType: shape.calendarType,
});
export type TProSetupForm = z.infer<typeof ZProSetupForm>;
