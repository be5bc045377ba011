// Sign-in and registration rules, shared by the forms and the server so the
// messages a user sees are the same wherever a rule is checked.
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';

export const AUTH_MESSAGES = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 50 characters',
  usernameChars: 'Username may only contain letters, numbers, dots, dashes and underscores',
  passwordMin: 'Password must be at least 6 characters',
  coachPasswordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  // Checked by the server only (the list stays out of the browser bundle).
  passwordTooCommon: 'This password is too common. Please choose another.',
  passwordsDoNotMatch: 'Passwords do not match',
  email: 'Invalid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameMax: 'Names must be at most 50 characters',
  invalidCredentials: 'Invalid username or password',
  deactivated: 'This account has been deactivated.',
  usernameTaken: 'That username is already taken. Please choose another one.',
  emailTaken: 'An account with this email address already exists.',
  adminRoleForbidden: 'Admin accounts can only be created from the command line.',
  notAuthenticated: 'You need to log in first.',
} as const;

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
export const COACH_PASSWORD_MIN = 8;

export const ZUsername = z
  .string()
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(50, AUTH_MESSAGES.usernameMax)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameChars);

const ZPassword = z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin).max(128, AUTH_MESSAGES.passwordMax);
const ZFirstName = z.string().trim().min(1, AUTH_MESSAGES.firstNameRequired).max(50, AUTH_MESSAGES.nameMax);
const ZLastName = z.string().trim().min(1, AUTH_MESSAGES.lastNameRequired).max(50, AUTH_MESSAGES.nameMax);
export const ZEmail = z.string().trim().toLowerCase().max(254, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email));

export const ZLoginRequest = z.strictObject({
  // Login only checks the length; the character rule is for new usernames.
  username: z.string().trim().min(USERNAME_MIN, AUTH_MESSAGES.usernameMin).max(254),
  password: z.string().min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin).max(128, AUTH_MESSAGES.passwordMax),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

// What every new account gives; the request and the /auth form build on it.
const accountFields = { username: ZUsername, email: ZEmail, password: ZPassword, firstName: ZFirstName, lastName: ZLastName };

export const ZRegisterRequest = z
  .strictObject({
    ...accountFields,
    // Registration never creates admins; see AUTH_MESSAGES.adminRoleForbidden.
    role: z.enum(['client', 'coach', 'admin']).default('client'),
  })
  .superRefine((value, ctx) => {
    // Coaches sign up through the coach form, which asks for 8 characters.
    if (value.role === 'coach' && value.password.length < COACH_PASSWORD_MIN) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.coachPasswordMin });
    }
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

// The register tab of /auth: the request plus a confirmation field that is never sent.
export const ZRegisterForm = z
  .object({ ...accountFields, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export type TRegisterForm = z.infer<typeof ZRegisterForm>;

export const ZRole = z.enum(['client', 'coach', 'admin']);
export type TRole = z.infer<typeof ZRole>;

// What the browser learns about the signed-in user: never a hash, never a token.
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZRole,
  profileImage: z.string().nullable(),
  bio: z.string().nullable(),
  isActive: z.boolean(),
  // The language of their pages and e-mails (src/shared/i18n/locales.ts).
  locale: z.enum(LOCALES),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
