// Bookings racing for the last credit (DECISIONS section 12): exactly one
// wins, the others are told there is no credit left and nothing is spent
// for them. On PGlite, and on PostgreSQL (TEST_DATABASE_URL) with two servers
// over one database, each with its own connection pool, as two processes are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES } from '../../../../shared/schemas/packages.js';
import { openDatabase, type DatabaseHandle } from '../../../db/client.js';
import { bothDrivers } from '../../../test-support/both-drivers.js';
import { NOW } from '../../../test-support/bookings.js';
import { newEveryDayCoach } from '../../../test-support/booked-sessions.js';
import { bookWithCredit, buy, myPackages, offerOf, packageMismatches } from '../../../test-support/packages.js';
import { signIn } from '../../../test-support/sign-in.js';
import { createTestApp, createTestClock, type TestApp } from '../../../test-support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';

const RACERS = 6;

describe.each(bothDrivers())('the last credit on %s', (name) => {
  let database: TestDatabase;
  let second: DatabaseHandle | undefined;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = name === 'postgres' ? await createTestDatabase() : await openAndMigratePglite();
    const clock = createTestClock(NOW);
    a = await createTestApp({ database, clock });
    // PostgreSQL: a second server with its own pool. PGlite is one process's own database, so both apps share it.
    second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : undefined;
    b = second ? await createTestApp({ database: second, clock }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await second?.close();
    await database?.close();
  });

  it(`gives it to exactly one of ${RACERS} simultaneous bookings`, async () => {
    const coach = await newEveryDayCoach(a);
    const offerId = await offerOf(a.app, coach.cookie, { kind: 'package', sessions: 2, price: 150, validityDays: 30 });
    const client = await signIn(a);
    expect((await buy(a.app, client.cookie, offerId)).response.statusCode).toBe(201);
    expect((await bookWithCredit(a.app, client.cookie, coach.id, '2030-01-08T09:00:00.000Z')).statusCode).toBe(201);

    // One credit left; six different slots asked for at once, half through each server.
    const starts = Array.from({ length: RACERS }, (_, i) => `2030-01-09T${String(9 + i).padStart(2, '0')}:00:00.000Z`);
    const answers = await Promise.all(starts.map((start, i) => bookWithCredit((i % 2 ? b : a).app, client.cookie, coach.id, start)));
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const lost of answers.filter((r) => r.statusCode === 409)) expect(lost.json().message).toBe(PACKAGE_MESSAGES.noCredit);

    const [bought] = await myPackages(a.app, client.cookie);
    expect(bought?.creditsLeft).toBe(0);
    expect(bought?.history.filter((h) => h.kind === 'redeemed')).toHaveLength(2);
    expect(await packageMismatches(a)).toEqual([]);
  });
});

async function openAndMigratePglite(): Promise<TestDatabase> {
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  await handle.migrate();
  return handle;
}
