// The abuse limits: how many hits each key gets per window before 429. Every
// allowance is multiplied by RATE_LIMIT_SCALE (default 1; tests raise it).
// Where each limit applies: route-limits.ts. docs/configuration.md's table mirrors this.
import { HOUR_MS, MINUTE_MS } from '../../../shared/domain/time-units.js';
export type RateLimitRule = {
  // Part of the counter key, so two rules never share a count.
  name: string;
  allowance: number;
  windowMs: number;
  // What the person sees (the sign-in and registration toasts show it as is).
  message: (retryAfterSeconds: number) => string;
};

// "a minute", "12 minutes": the wait, rounded up, in words.
export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

const signInMessage = () => 'Too many sign-in attempts. Please wait a minute and try again.';

export const RATE_LIMITS = {
  // Password guessing from one address, whatever usernames it tries.
  loginPerAddress: { name: 'login-ip', allowance: 10, windowMs: MINUTE_MS, message: signInMessage },
  // Password guessing against one account, from however many addresses.
  loginPerUsername: { name: 'login-user', allowance: 10, windowMs: MINUTE_MS, message: signInMessage },
  // Mass sign-ups from one address (a household or office shares one, hence 20).
  registerPerAddress: {
    name: 'register-ip',
    allowance: 20,
    windowMs: HOUR_MS,
    message: (wait) => `Too many new accounts have been created from your network. Please try again in ${describeWait(wait)}.`,
  },
  // Each upload is decoded and re-encoded (CPU) and stored (disk).
  profileImagePerUser: {
    name: 'profile-image-user',
    allowance: 20,
    windowMs: HOUR_MS,
    message: (wait) => `You have uploaded many photos in a short time. Please try again in ${describeWait(wait)}.`,
  },
  // A pending booking holds a coach's slot; mass booking would block calendars.
  bookingPerUser: {
    name: 'booking-user',
    allowance: 30,
    windowMs: HOUR_MS,
    message: (wait) => `Too many booking attempts. Please try again in ${describeWait(wait)}.`,
  },
  // Reports reach an admin's queue: a flood would bury the real ones.
  reportPerUser: {
    name: 'report-user',
    allowance: 10,
    windowMs: HOUR_MS,
    message: (wait) => `You have sent many reports in a short time. Please try again in ${describeWait(wait)}.`,
  },
  // Messages between clients and coaches: a lively exchange fits; a flood of spam does not.
  messagePerUser: {
    name: 'message-user',
    allowance: 30,
    windowMs: 10 * MINUTE_MS,
    message: (wait) => `You have sent many messages in a short time. Please wait ${describeWait(wait)} and try again.`,
  },
  // Saving or syncing a busy calendar makes the server fetch someone else's
  // address: a coach needs a few, a script would turn the server into a fetcher.
  busyCalendarSyncPerUser: {
    name: 'busy-calendar-sync-user',
    allowance: 12,
    windowMs: HOUR_MS,
    message: (wait) => `Your calendar has been synced many times in a short time. Please try again in ${describeWait(wait)}.`,
  },
} as const satisfies Record<string, RateLimitRule>;
