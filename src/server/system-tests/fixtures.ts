// Coaches and signed-in clients written straight into the shared database, so
// that forty clients cost no password hashing; everything after that goes
// through the server processes over HTTP.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { hashSessionToken, newSessionToken } from '../features/auth/session-token.js';
import { uniqueName } from '../test-support/test-app.js';
import { insertCoach, type InsertedCoach } from '../test-support/coaches.js';
import { request } from './http-client.js';

const EVERY_DAY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const COACH_RATE_CENTS = 6_000;

// Bookable around the clock in 30-minute sessions: many distinct slots per coach.
export function insertAlwaysOpenCoach(db: Database): Promise<InsertedCoach> {
  return insertCoach(db, {
    user: { firstName: 'Sys', lastName: `Coach${randomUUID().slice(0, 6)}` },
    profile: {
      hourlyRateCents: COACH_RATE_CENTS,
      sessionLength: 30,
      availableDays: EVERY_DAY,
      availableFrom: '00:00',
      availableTo: '24:00',
      timeZone: 'UTC',
    },
  });
}

export type SignedInClient = { id: number; email: string; cookie: string };

export async function insertSignedInClients(db: Database, count: number): Promise<SignedInClient[]> {
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const username = uniqueName('sys');
        return {
          username,
          email: `${username}@example.com`,
          passwordHash: 'not-a-real-hash',
          firstName: 'Sys',
          lastName: 'Client',
          role: 'client' as const,
        };
      }),
    )
    .returning({ id: users.id, email: users.email });
  const now = new Date();
  const tokens = created.map(() => newSessionToken());
  await db.insert(sessions).values(
    created.map((user, i) => ({
      tokenHash: hashSessionToken(tokens[i] ?? ''),
      userId: user.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    })),
  );
  return created.map((user, i) => ({ ...user, cookie: `sid=${tokens[i]}` }));
}

// The coach's open slots as the booking page gets them.
export async function openSlots(baseUrl: string, coachId: number): Promise<string[]> {
  const answer = await request(baseUrl, 'GET', `/api/coaches/${coachId}/availability`);
  if (answer.status !== 200) throw new Error(`availability failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body as { slots: string[] }).slots;
}
