// Migration 0017 (docs/decisions/0044-stored-schedules.md) turns every coach's
// days-and-one-window hours into weekly rules in SQL. Every demo coach must
// offer exactly the slots they offered before, over 60 days: "before" is the
// engine on the hours as the server read them until now, "after" is the
// availability endpoint reading the stored rules from the database.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOpenSlots, type CoachSchedule } from '../../shared/domain/availability.js';
import { weeklyRulesFromLegacy, type LegacyHours } from '../../shared/domain/schedule.js';
import { DAY_MS } from '../../shared/domain/time-units.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { migrationsDir } from '../paths.js';
import { scheduleColumns } from './queries/schedules.js';
import { bookings, coachProfiles, users } from './schema.js';
import { seedDemoData } from './seed/demo.js';

// Just after the demo's "now", so its upcoming bookings are busy time.
const NOW = new Date('2026-11-21T04:46:00Z');
const SPAN_DAYS = 60;

// The migration's own conversion statement, run again below on reset rules.
const CONVERSION = readFileSync(join(migrationsDir, '0017_coach_schedules.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .find((statement) => statement.startsWith('UPDATE "coach_profiles" SET "weekly_rules"'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedDemoData(t.database.db, NOW);
});
afterAll(async () => {
  await t.close();
});

describe('migration 0017: weekly rules from today’s hours', () => {
  it('has one conversion statement', () => {
    expect(CONVERSION).toBeDefined();
  });

  it('gives every demo coach exactly the slots of their old hours for 60 days, through the API', async () => {
    const db = t.database.db;
    // Forget the rules the seed's inserts derived, then convert as the migration does.
    await db.update(coachProfiles).set({ weeklyRules: [] });
    await db.execute(sql.raw(CONVERSION ?? ''));

    const coaches = await db
      .select({
        id: coachProfiles.id,
        ...scheduleColumns,
      })
      .from(coachProfiles)
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .where(eq(users.isActive, true));
    expect(coaches.length).toBeGreaterThan(5);
    const to = new Date(NOW.getTime() + SPAN_DAYS * DAY_MS);
    const busyRows = await db
      .select({ coachId: bookings.coachId, start: bookings.startTime, end: bookings.endTime })
      .from(bookings)
      .where(inArray(bookings.status, ['pending', 'confirmed']));
    let compared = 0;
    for (const coach of coaches) {
      // What the SQL stored is what the engine's own conversion gives.
      expect(coach.weeklyRules).toEqual(weeklyRulesFromLegacy(coach));
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/coaches/${coach.id}/availability?from=${NOW.toISOString()}&to=${to.toISOString()}`,
      });
      if (response.statusCode === 404) continue; // not listed (under review): no public slots either way
      expect(response.statusCode).toBe(200);
      const { timeZone, availableDays, availableFrom, availableTo, sessionLengthMinutes } = coach;
      const legacy: CoachSchedule = { timeZone, availableDays, availableFrom, availableTo, sessionLengthMinutes };
      const busy = busyRows.filter((b) => b.coachId === coach.id);
      const before = listOpenSlots({ schedule: legacy, busy, from: NOW, to, now: NOW }).map((slot) => slot.toISOString());
      expect(response.json().slots).toEqual(before);
      expect(before.length).toBeGreaterThan(50);
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  // The same edge cases the engine's conversion handles, through the SQL function.
  it.each<[string, LegacyHours]>([
    [
      'trimmed, any case, Monday first',
      { availableDays: [' Friday', 'MONDAY ', 'wednesday'], availableFrom: '09:00', availableTo: '17:30' },
    ],
    ['seconds and midnight', { availableDays: ['sunday'], availableFrom: '18:00:00', availableTo: '24:00' }],
    ['end before start', { availableDays: ['monday'], availableFrom: '17:00', availableTo: '09:00' }],
    ['end equal to start', { availableDays: ['monday'], availableFrom: '09:00', availableTo: '09:00' }],
    ['malformed time', { availableDays: ['monday'], availableFrom: '9:00', availableTo: '17:00' }],
    ['missing time', { availableDays: ['monday'], availableFrom: null, availableTo: '17:00' }],
    ['unknown days and duplicates', { availableDays: ['funday', 'tuesday', 'tuesday'], availableFrom: '07:15', availableTo: '08:45' }],
    ['no days', { availableDays: [], availableFrom: '09:00', availableTo: '17:00' }],
  ])('converts %s like weeklyRulesFromLegacy', async (_name, hours) => {
    const result = (await t.database.db.execute(
      sql`select weekly_rules_from_legacy(${JSON.stringify(hours.availableDays)}::jsonb, ${hours.availableFrom}::text, ${hours.availableTo}::text) as rules`,
    )) as unknown as { rows: Array<{ rules: unknown }> };
    expect(result.rows[0]?.rules).toEqual(weeklyRulesFromLegacy(hours));
  });

  it('derives the rules when onboarding changes the hours, and keeps edited rules when it does not', async () => {
    const db = t.database.db;
    const [coach] = await db.select({ id: coachProfiles.id }).from(coachProfiles).limit(1);
    const id = coach?.id ?? 0;
    const split = [
      { weekday: 'monday' as const, start: '07:00', end: '09:00' },
      { weekday: 'monday' as const, start: '18:00', end: '21:00' },
    ];
    await db.update(coachProfiles).set({ weeklyRules: split }).where(eq(coachProfiles.id, id));
    const rulesOf = async () =>
      (await db.select({ r: coachProfiles.weeklyRules }).from(coachProfiles).where(eq(coachProfiles.id, id)))[0]?.r;
    // Saved again with the same hours: the edited rules stay.
    const [hours] = await db.select({ d: coachProfiles.availableDays }).from(coachProfiles).where(eq(coachProfiles.id, id));
    await db
      .update(coachProfiles)
      .set({ availableDays: hours?.d ?? [] })
      .where(eq(coachProfiles.id, id));
    expect(await rulesOf()).toEqual(split);
    // New hours: the rules follow them.
    await db
      .update(coachProfiles)
      .set({ availableDays: ['tuesday', 'thursday'], availableFrom: '10:00', availableTo: '12:00' })
      .where(eq(coachProfiles.id, id));
    expect(await rulesOf()).toEqual([
      { weekday: 'tuesday', start: '10:00', end: '12:00' },
      { weekday: 'thursday', start: '10:00', end: '12:00' },
    ]);
  });
});
