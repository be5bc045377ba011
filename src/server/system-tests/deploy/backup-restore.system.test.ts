// Backups that restore (docs/operations.md, "Backups"): a database with
// bookings, payments, ledger rows, refunds and messages is dumped with
// pg_dump in the custom format, restored with pg_restore into a brand-new
// database, and a server started on the copy: the counts are the same, every
// booking's ledger adds up, the clients' sessions still work, and new rows get
// fresh ids (the identity sequences came along).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch-database.js';
import { insertAlwaysOpenCoach, insertSignedInClients, openSlots } from '../fixtures.js';
import { bookingIdOf, createIntent, postBooking, request } from '../http-client.js';
import { startServer, type ServerProcess } from '../server-process.js';
import { createSystemDatabase, type SystemDatabase } from '../system-database.js';

const TABLES = ['users', 'sessions', 'bookings', 'payments', 'ledger_entries', 'conversations', 'messages', 'email_outbox'];

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function counts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    TABLES.map(
      async (table) => [table, (await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from "${table}"`)))[0]!.n] as const,
    ),
  );
  return Object.fromEntries(entries);
}

// Per booking, what the platform still holds: capture - refund - (transfer -
// reversal) - (fee - fee refund), the ledger's invariant (db/schema/money-ledger.ts, 0048).
async function heldPerBooking(db: Database): Promise<Array<{ bookingId: number; captured: number; held: number; paymentStatus: string }>> {
  return rows(
    db,
    sql`select b.id as "bookingId", b.payment_status as "paymentStatus",
          coalesce(sum(l.amount_cents) filter (where l.kind = 'capture'), 0)::int as captured,
          coalesce(sum(case l.kind when 'capture' then l.amount_cents when 'refund' then -l.amount_cents
            when 'transfer' then -l.amount_cents when 'reversal' then l.amount_cents
            when 'platform_fee' then -l.amount_cents when 'platform_fee_refund' then l.amount_cents else 0 end), 0)::int as held
        from bookings b left join ledger_entries l on l.booking_id = b.id
        group by b.id order by b.id`,
  );
}

describe('a backup with pg_dump, restored with pg_restore', { timeout: 180_000 }, () => {
  let source: SystemDatabase;
  let server: ServerProcess;

  it('brings back every booking, payment, ledger row and message, with ledgers that add up, to a server started on it', async () => {
    source = await createSystemDatabase();
    cleanups.push(() => source.close());
    server = await startServer({ name: 'before', databaseUrl: source.url });
    cleanups.push(() => server.stop());
    const db = source.db;
    const coach = await insertAlwaysOpenCoach(db);
    const clients = await insertSignedInClients(db, 6);
    const slots = await openSlots(server.url, coach.id);
    const ids: number[] = [];
    for (const [i, client] of clients.entries()) {
      const paymentIntentId = await createIntent(server.url, client.cookie, coach.id, slots[i]!);
      const booked = await postBooking(server.url, client.cookie, { coachId: coach.id, startTime: slots[i]!, paymentIntentId });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      ids.push(bookingIdOf(booked));
      const conversation = await request(server.url, 'POST', '/api/conversations', { cookie: client.cookie, json: { coachId: coach.id } });
      expect(conversation.status).toBe(200);
      const sent = await request(server.url, 'POST', `/api/conversations/${(conversation.body as { id: number }).id}/messages`, {
        cookie: client.cookie,
        json: { body: `Looking forward to session ${i + 1}.` },
      });
      expect(sent.status).toBe(201);
    }
    // The coach never confirms the first three: their requests expire and are refunded in full.
    const at = new Date(new Date(slots[2]!).getTime() + 10 * 60_000).toISOString();
    expect((await request(server.url, 'POST', '/api/test/run-jobs', { json: { at } })).status).toBe(200);
    await server.stop();

    const before = { counts: await counts(db), held: await heldPerBooking(db) };
    expect(before.counts).toMatchObject({ bookings: 6, payments: expect.any(Number), messages: 6 });
    expect(before.held.filter((b) => b.paymentStatus === 'refunded')).toHaveLength(3);
    expect(await rows(db, sql`select 1 from ledger_entries where kind = 'refund'`)).toHaveLength(3);

    // The backup and the restore, as docs/operations.md gives them.
    const folder = mkdtempSync(join(tmpdir(), 'stillpoint-backup-'));
    cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
    const dumpFile = join(folder, 'stillpoint.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, `--dbname=${source.url}`]);
    const target: ScratchDatabase = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'restore');
    cleanups.push(() => target.drop());
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, dumpFile]);

    const restored: DatabaseHandle = await openDatabase({ kind: 'postgres', url: target.url });
    cleanups.push(() => restored.close());
    const after = { counts: await counts(restored.db), held: await heldPerBooking(restored.db) };
    expect(after).toEqual(before);
    // The ledger's invariant on the copy: never negative, nothing held for a refunded booking.
    for (const booking of after.held) {
      expect(booking.held).toBeGreaterThanOrEqual(0);
      expect(booking.held).toBe(booking.paymentStatus === 'refunded' ? 0 : booking.captured);
    }

    const restarted = await startServer({ name: 'after', databaseUrl: target.url });
    cleanups.push(() => restarted.stop());
    const [first, , , fourth] = clients;
    const mine = await request(restarted.url, 'GET', `/api/bookings/${ids[3]}`, { cookie: fourth!.cookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: ids[3], startTime: slots[3] });
    const slot = slots[10]!;
    const paymentIntentId = await createIntent(restarted.url, first!.cookie, coach.id, slot);
    const fresh = await postBooking(restarted.url, first!.cookie, { coachId: coach.id, startTime: slot, paymentIntentId });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    expect(bookingIdOf(fresh)).toBeGreaterThan(Math.max(...ids));
  });
});
