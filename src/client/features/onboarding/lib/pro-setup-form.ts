// The Pro step's fields (spec part 2 section 5 "Pro form"), with the same
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
