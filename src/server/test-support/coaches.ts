// Directory data inserted straight into the database (the demo seed is not
// something tests may rely on): coaches, clients and specializations, and a
// coach who can also sign in.
import type { Database } from '../db/client.js';
import { coachProfiles, coachSpecializations, specializations, users } from '../db/schema.js';
import { signIn } from './sign-in.js';
import { uniqueName } from './test-app.js';

type UserValues = Partial<typeof users.$inferInsert>;
type ProfileValues = Partial<typeof coachProfiles.$inferInsert>;

export const WEEKDAYS_ONLY = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

function userValues(role: 'client' | 'coach', overrides: UserValues = {}): typeof users.$inferInsert {
  const username = uniqueName(role);
  return {
    username,
    email: `${username}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Test',
    lastName: 'Coach',
    role,
    bio: role === 'coach' ? 'I help people find calm.' : null,
    ...overrides,
  };
}

function profileValues(userId: number, overrides: ProfileValues = {}): typeof coachProfiles.$inferInsert {
  return {
    userId,
    hourlyRateCents: 8_500,
    sessionLength: 60,
    availableDays: WEEKDAYS_ONLY,
    availableFrom: '09:00',
    availableTo: '17:00',
    timeZone: 'UTC',
    acceptedTerms: true,
    // Listed, as if an admin had approved it; tests of vetting override it.
    listingStatus: 'approved',
    ...overrides,
  };
}

export type InsertedCoach = { id: number; userId: number };

export async function insertCoach(
  db: Database,
  options: { user?: UserValues; profile?: ProfileValues; specializationIds?: number[] } = {},
): Promise<InsertedCoach> {
  const [user] = await db.insert(users).values(userValues('coach', options.user)).returning({ id: users.id });
  if (!user) throw new Error('no user');
  const [profile] = await db.insert(coachProfiles).values(profileValues(user.id, options.profile)).returning({ id: coachProfiles.id });
  if (!profile) throw new Error('no profile');
  if (options.specializationIds?.length) {
    await db
      .insert(coachSpecializations)
      .values(options.specializationIds.map((specializationId) => ({ coachId: profile.id, specializationId })));
  }
  return { id: profile.id, userId: user.id };
}

// Many coaches in three statements, for the query-count test.
export async function insertCoachesInBulk(db: Database, count: number, specializationId: number): Promise<void> {
  const created = await db
    .insert(users)
    .values(Array.from({ length: count }, () => userValues('coach')))
    .returning({ id: users.id });
  const profiles = await db
    .insert(coachProfiles)
    .values(created.map((u, i) => profileValues(u.id, { hourlyRateCents: 4_000 + i * 10, planType: i % 7 === 0 ? 'pro' : 'free' })))
    .returning({ id: coachProfiles.id });
  await db.insert(coachSpecializations).values(profiles.map((p) => ({ coachId: p.id, specializationId })));
}

export async function insertClient(db: Database, overrides: UserValues = {}): Promise<number> {
  const [user] = await db.insert(users).values(userValues('client', overrides)).returning({ id: users.id });
  if (!user) throw new Error('no client');
  return user.id;
}

export async function insertSpecialization(db: Database, name: string, colorClass = 'indigo'): Promise<number> {
  const [row] = await db
    .insert(specializations)
    .values({ name, description: `${name} description`, iconName: 'leaf', colorClass })
    .returning({ id: specializations.id });
  if (!row) throw new Error('no specialization');
  return row.id;
}

export const RATE_CENTS = 8_500;

export type TestCoach = { id: number; userId: number; cookie: string };

// A listable coach (UTC, weekdays 09:00-17:00, 60 minutes, $85) who can also sign in.
export async function coachWithSession(t: { db: Database }, rateCents = RATE_CENTS): Promise<TestCoach> {
  const coach = await insertCoach(t.db, { user: { firstName: 'Mia', lastName: 'Calm' }, profile: { hourlyRateCents: rateCents } });
  const { cookie } = await signIn(t, { userId: coach.userId });
  return { ...coach, cookie };
}
