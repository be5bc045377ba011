// Every demo account with its sign-in details, for the README and the tests.
// Demo data is only loaded in demo mode (never in production), so publishing
// these passwords is intended.
import { DEMO_ADMIN, DEMO_CLIENTS } from './demo-clients.js';
import { DEMO_COACHES, DEMO_UNFINISHED_COACH } from './demo-coaches.js';

export const DEMO_PASSWORD = 'stillpoint-demo';
export const DEMO_ADMIN_PASSWORD = 'stillpoint-admin';

export type DemoAccount = {
  username: string;
  email: string;
  role: 'client' | 'coach' | 'admin';
  name: string;
  password: string;
  note?: string;
};

export function demoEmail(username: string): string {
  return `${username}@example.com`;
}

function account(person: { username: string; firstName: string; lastName: string }, role: DemoAccount['role'], note?: string): DemoAccount {
  return {
    username: person.username,
    email: demoEmail(person.username),
    role,
    name: `${person.firstName} ${person.lastName}`,
    password: role === 'admin' ? DEMO_ADMIN_PASSWORD : DEMO_PASSWORD,
    ...(note ? { note } : {}),
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account(DEMO_ADMIN, 'admin'),
  ...DEMO_CLIENTS.map((client) =>
    account(client, 'client', client.username === 'maya' ? 'has past, cancelled and upcoming bookings' : undefined),
  ),
  ...DEMO_COACHES.map((coach) =>
    account(coach, 'coach', !coach.isActive ? 'deactivated: cannot log in' : coach.profile.pro ? 'Pro plan' : undefined),
  ),
  account(DEMO_UNFINISHED_COACH, 'coach', 'onboarding not finished (no coach profile)'),
];
