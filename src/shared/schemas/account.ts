// The /settings page: own name and e-mail, and the password change.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { AUTH_MESSAGES, COACH_PASSWORD_MIN, ZEmail } from './auth.js';

export const NEW_PASSWORD_MIN = COACH_PASSWORD_MIN;
export const PASSWORD_MAX = 128;

export const ACCOUNT_MESSAGES = {
  firstNameRequired: AUTH_MESSAGES.firstNameRequired,
  lastNameRequired: AUTH_MESSAGES.lastNameRequired,
  nameMax: AUTH_MESSAGES.nameMax,
  email: AUTH_MESSAGES.email,
  emailTaken: AUTH_MESSAGES.emailTaken,
  currentPasswordRequired: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  newPasswordMin: `Password must be at least ${NEW_PASSWORD_MIN} characters`,
  newPasswordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  newPasswordSame: 'Your new password must be different from your current password.',
  newPasswordTooCommon: AUTH_MESSAGES.passwordTooCommon,
  passwordsDoNotMatch: AUTH_MESSAGES.passwordsDoNotMatch,
  language: 'Choose English, Deutsch or Español.',
} as const;

// PATCH /api/user/profile -> ZCurrentUser (src/shared/schemas/auth.ts).
export const ZUpdateProfileRequest = z.strictObject({
  firstName: z.string().trim().min(1, ACCOUNT_MESSAGES.firstNameRequired).max(50, ACCOUNT_MESSAGES.nameMax),
  lastName: z.string().trim().min(1, ACCOUNT_MESSAGES.lastNameRequired).max(50, ACCOUNT_MESSAGES.nameMax),
  email: ZEmail,
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

const newPasswordFields = {
  // Any length up to the maximum: older accounts may have 6-character passwords.
  currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired).max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentPasswordWrong),
  newPassword: z.string().min(NEW_PASSWORD_MIN, ACCOUNT_MESSAGES.newPasswordMin).max(PASSWORD_MAX, ACCOUNT_MESSAGES.newPasswordMax),
};

// POST /api/user/password -> ZChangePasswordResponse.
export const ZChangePasswordRequest = z
  .strictObject(newPasswordFields)
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: ACCOUNT_MESSAGES.newPasswordSame });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

// The settings form: the request plus a confirmation field that is never sent.
export const ZChangePasswordForm = z
  .object({ ...newPasswordFields, confirmPassword: z.string() })
  .refine((value) => value.newPassword !== value.currentPassword, { path: ['newPassword'], message: ACCOUNT_MESSAGES.newPasswordSame })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZChangePasswordResponse = z.object({ success: z.literal(true) });
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

// PUT /api/user/language -> ZCurrentUser: the language of the person's pages and e-mails (DECISIONS section 16).
export const ZChangeLanguageRequest = z.strictObject({ locale: z.enum(LOCALES, { error: ACCOUNT_MESSAGES.language }) });
export type TChangeLanguageRequest = z.infer<typeof ZChangeLanguageRequest>;
