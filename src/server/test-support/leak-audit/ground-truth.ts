// What the database says about values found in a response: whose e-mail, which
// booking's meeting link, whether a string is a session or calendar-feed token,
// and who a session token signs in. Only the leak audit of test runs uses it;
// it asks only about the candidates found, so most responses cost no query.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, programs, programSeats, sessions, users } from '../../db/schema.js';
import { hashSessionToken } from '../../features/auth/session-token.js';
import type { AuditFacts, AuditViewer, Candidates } from './audit-response.js';

type Facts = Pick<AuditFacts, 'emailOwners' | 'emailCoaches' | 'meetingLinks' | 'sessionTokens' | 'calendarTokenOwners'>;

export function createGroundTruth(db: Database) {
  async function emailOwners(emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const email = sql<string>`lower(${users.email})`;
    const rows = await db.select({ id: users.id, email }).from(users).where(inArray(email, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  // The coaches whose program rosters show these addresses (a live seat in their program).
  async function emailCoaches(emails: string[]): Promise<Map<string, Set<number>>> {
    if (emails.length === 0) return new Map();
    const email = sql<string>`lower(${users.email})`;
    const rows = await db
      .select({ email, coachUserId: coachProfiles.userId })
      .from(programSeats)
      .innerJoin(users, eq(users.id, programSeats.clientId))
      .innerJoin(programs, eq(programs.id, programSeats.programId))
      .innerJoin(coachProfiles, eq(coachProfiles.id, programs.coachId))
      .where(and(inArray(email, emails), eq(programSeats.status, 'active')));
    const coaches = new Map<string, Set<number>>();
    for (const row of rows) coaches.set(row.email, (coaches.get(row.email) ?? new Set()).add(row.coachUserId));
    return coaches;
  }

  async function programRooms(urls: string[]) {
    return db
      .select({ url: programs.roomUrl, programId: programs.id, clientId: programSeats.clientId, coachUserId: coachProfiles.userId })
      .from(programs)
      .innerJoin(coachProfiles, eq(coachProfiles.id, programs.coachId))
      .leftJoin(programSeats, and(eq(programSeats.programId, programs.id), eq(programSeats.status, 'active')))
      .where(inArray(programs.roomUrl, urls));
  }

  async function meetingLinks(urls: string[]): Promise<Facts['meetingLinks']> {
    if (urls.length === 0) return new Map();
    const rooms = await programRooms(urls);
    const rows = await db
      .select({ url: bookings.meetingUrl, bookingId: bookings.id, clientId: bookings.clientId, coachUserId: coachProfiles.userId })
      .from(bookings)
      .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
      .where(inArray(bookings.meetingUrl, urls));
    const links = new Map<string, Array<{ bookingId: number | null; programId?: number; clientId: number; coachUserId: number }>>();
    for (const { url, ...parties } of rows) if (url) links.set(url, [...(links.get(url) ?? []), parties]);
    // A program's room admits its coach and every participant with a live seat.
    for (const { url, programId, clientId, coachUserId } of rooms)
      if (url) links.set(url, [...(links.get(url) ?? []), { bookingId: null, programId, clientId: clientId ?? coachUserId, coachUserId }]);
    return links;
  }

  async function storedSessionTokens(tokens: string[]): Promise<Set<string>> {
    if (tokens.length === 0) return new Set();
    const byHash = new Map(tokens.map((token) => [hashSessionToken(token), token]));
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [...byHash.keys()]));
    return new Set(rows.flatMap((row) => byHash.get(row.tokenHash) ?? []));
  }

  async function calendarTokenOwners(tokens: string[]): Promise<Map<string, number>> {
    if (tokens.length === 0) return new Map();
    const rows = await db
      .select({ token: coachProfiles.calendarSyncToken, userId: coachProfiles.userId })
      .from(coachProfiles)
      .where(inArray(coachProfiles.calendarSyncToken, tokens));
    return new Map(rows.flatMap((row) => (row.token ? [[row.token, row.userId] as const] : [])));
  }

  return {
    async factsAbout(candidates: Candidates, issuedTokens: ReadonlySet<string>): Promise<Facts> {
      const [emails, coaches, links, stored, feeds] = await Promise.all([
        emailOwners(candidates.emails),
        emailCoaches(candidates.emails),
        meetingLinks(candidates.urls),
        storedSessionTokens(candidates.tokens.filter((token) => !issuedTokens.has(token))),
        calendarTokenOwners(candidates.tokens),
      ]);
      const sessionTokens = new Set([...candidates.tokens.filter((token) => issuedTokens.has(token)), ...stored]);
      return { emailOwners: emails, emailCoaches: coaches, meetingLinks: links, sessionTokens, calendarTokenOwners: feeds };
    },

    // Who a session token signs in (the viewer of a login or registration response).
    async viewerOfSessionToken(token: string): Promise<AuditViewer> {
      const [row] = await db
        .select({ userId: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
        .limit(1);
      return row ?? null;
    },

    // Calendar apps fetch the feed without a session: the feed token names the coach.
    async viewerOfCalendarToken(token: string): Promise<AuditViewer> {
      const [row] = await db
        .select({ userId: coachProfiles.userId })
        .from(coachProfiles)
        .where(eq(coachProfiles.calendarSyncToken, token))
        .limit(1);
      return row ? { userId: row.userId, role: 'coach' } : null;
    },
  };
}
