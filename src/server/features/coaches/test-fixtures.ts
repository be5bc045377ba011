// Test data for the directory and availability suites, inserted straight into
// the database (the demo seed is not something tests may rely on), and an app
// whose database handle counts SQL statements.
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { loadConfig } from '../../config.js';
import * as schema from '../../db/schema.js';
import { bookings, coachProfiles, coachSpecializations, reviews, specializations, users } from '../../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { testRunSink } from '../../test-audits/leak-audit/sinks.js';
import { uniqueName } from '../../test-support/test-app.js';

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
    ...overrides,
  };
}

let pastSessions = 0;

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
    await db.insert(coachSpecializations).values(options.specializationIds.map((specializationId) => ({ coachId: profile.id, specializationId })));
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

export async function insertBooking(
  db: Database,
  values: { coachId: number; clientId: number; start: Date; minutes?: number; status?: 'pending' | 'confirmed' | 'cancelled' | 'completed' },
): Promise<number> {
  const [row] = await db
    .insert(bookings)
    .values({
      coachId: values.coachId,
      clientId: values.clientId,
      startTime: values.start,
      endTime: new Date(values.start.getTime() + (values.minutes ?? 60) * 60_000),
      status: values.status ?? 'confirmed',
      totalPriceCents: 8_500,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('no booking');
  return row.id;
}

// A completed booking with its review, as the reviews feature would leave them.
export async function insertReview(
  db: Database,
  values: { coachId: number; clientId: number; rating: number; comment?: string; createdAt?: Date; start?: Date },
): Promise<number> {
  const bookingId = await insertBooking(db, {
    coachId: values.coachId,
    clientId: values.clientId,
    start: values.start ?? new Date(Date.UTC(2020, 0, 1, 10) + (pastSessions += 1) * 3_600_000),
    status: 'completed',
  });
  const [row] = await db
    .insert(reviews)
    .values({ bookingId, coachId: values.coachId, clientId: values.clientId, rating: values.rating, comment: values.comment ?? null, createdAt: values.createdAt })
    .returning({ id: reviews.id });
  if (!row) throw new Error('no review');
  return row.id;
}

export type CountingTestApp = {
  app: FastifyInstance;
  db: Database;
  clock: { now: Date };
  queries: string[];
  close: () => Promise<void>;
};

// The same app as createTestApp, but every SQL statement is recorded through
// Drizzle's logger, over the very same connection.
export async function createCountingTestApp(): Promise<CountingTestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ':memory:', RATE_LIMIT_SCALE: '1000' });
  const database: TestDatabase = await createTestDatabase();
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db = (
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger })
  ) as unknown as Database;
  const clock = { now: new Date() };
  // The leak audit reads over the unlogged connection, so its lookups are not counted.
  const app = await buildApp({ config, database: { ...database, db }, now: () => clock.now, logger: false, leakAudit: { sink: testRunSink, db: database.db } });
  await app.ready();
  return {
    app,
    db,
    clock,
    queries,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
