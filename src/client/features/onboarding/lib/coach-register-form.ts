// The coach registration form (docs/product/coach-onboarding.md#coach-registration): stricter names than the
// /auth tab (at least 2 characters) and the coach's 8-character password.
import { z } from 'zod';
import { AUTH_MESSAGES, COACH_PASSWORD_MIN, ZEmail, ZUsername } from '@shared/schemas/auth';

const ZName = (message: string) => z.string().trim().min(2, message).max(50, AUTH_MESSAGES.nameMax);

export const ZCoachRegisterForm = z
  .object({
    firstName: ZName(AUTH_MESSAGES.firstNameRequired),
    lastName: ZName(AUTH_MESSAGES.lastNameRequired),
    username: ZUsername,
    email: ZEmail,
    password: z.string().min(COACH_PASSWORD_MIN, AUTH_MESSAGES.coachPasswordMin).max(128, AUTH_MESSAGES.passwordMax),
    confirmPassword: z.string().min(COACH_PASSWORD_MIN, AUTH_MESSAGES.passwordsDoNotMatch),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type TCoachRegisterForm = z.infer<typeof ZCoachRegisterForm>;
