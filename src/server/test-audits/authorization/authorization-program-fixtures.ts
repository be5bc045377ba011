// The matrix's group programs (docs/product/programs.md): coach X's programs
// made and published through the API, far enough ahead that their meetings
// never touch the one-to-one slots other rows book; client A's seats bought
// through the real checkout; a full program and client A's waitlist place set
// straight in the database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { programs, programWaitlist, reviews } from '../../db/schema.js';
import { AUDIT_WORKSHOP, buySeat, saturdayWorkshop } from '../../test-support/programs.js';

export function programFixtures({
  app,
  db,
  clientACookie,
  clientAId,
  coachXCookie,
  specializationId,
}: {
  app: FastifyInstance;
  db: Database;
  clientACookie: string;
  clientAId: number;
  coachXCookie: string;
  specializationId: number;
}) {
  // Each program on its own day from 2032-01-01.
  let day = 0;
  function programBody() {
    day += 1;
    const date = new Date(Date.UTC(2032, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
    return saturdayWorkshop(specializationId, { ...AUDIT_WORKSHOP, firstMeeting: `${date}T09:00` });
  }

  const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: coachXCookie }, ...(payload && { payload }) });

  async function freshDraftOfX(): Promise<number> {
    const made = await send('POST', '/api/coach/programs', programBody());
    if (made.statusCode !== 201) throw new Error(`fixture set-up: program answered ${made.statusCode} ${made.body}`);
    return made.json().id as number;
  }

  async function freshProgramOfX(): Promise<number> {
    const id = await freshDraftOfX();
    const published = await send('POST', `/api/coach/programs/${id}/publish`);
    if (published.statusCode !== 200) throw new Error(`fixture set-up: publish answered ${published.statusCode} ${published.body}`);
    return id;
  }

  async function freshFullProgramOfX(): Promise<number> {
    const id = await freshProgramOfX();
    await db.update(programs).set({ seatsTaken: 10 }).where(eq(programs.id, id));
    return id;
  }

  // A program of coach X that client A took part in to its end (its last meeting moved into the past).
  async function freshCompletedProgramOfA(): Promise<number> {
    const programId = await freshProgramOfX();
    const { response } = await buySeat(app, clientACookie, programId);
    if (response.statusCode !== 201) throw new Error(`fixture set-up: seat answered ${response.statusCode} ${response.body}`);
    await db
      .update(programs)
      .set({ lastEnd: new Date(Date.UTC(2000, 0, 1)) })
      .where(eq(programs.id, programId));
    return programId;
  }

  return {
    programBody,
    freshDraftOfX,
    freshProgramOfX,
    freshFullProgramOfX,
    // A published program of coach X with a seat of client A; the program's id and the seat's.
    async freshSeatOfA(): Promise<{ programId: number; seatId: number }> {
      const programId = await freshProgramOfX();
      const { response } = await buySeat(app, clientACookie, programId);
      if (response.statusCode !== 201) throw new Error(`fixture set-up: seat answered ${response.statusCode} ${response.body}`);
      return { programId, seatId: response.json().id as number };
    },
    freshCompletedProgramOfA,
    // The same with client A's review of it.
    async freshReviewedProgramOfA(): Promise<number> {
      const programId = await freshCompletedProgramOfA();
      const [program] = await db.select({ coachId: programs.coachId }).from(programs).where(eq(programs.id, programId));
      await db.insert(reviews).values({ programId, coachId: program?.coachId ?? 0, clientId: clientAId, rating: 5 });
      return programId;
    },
    // A full program of coach X with client A waiting.
    async freshWaitOfA(): Promise<number> {
      const id = await freshFullProgramOfX();
      await db.insert(programWaitlist).values({ programId: id, clientId: clientAId, status: 'waiting' });
      return id;
    },
  };
}
