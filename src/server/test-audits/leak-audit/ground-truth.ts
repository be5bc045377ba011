// What the database says about values found in a response: whose e-mail, which
// booking's meeting link, whether a string is a session or calendar-feed token,
// and who a session token signs in. Only the leak audit of test runs uses it;
// it asks only about the candidates found, so most responses cost no query.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bookings, coachProfiles, sessions, users } from '../../db/schema.js';
import { hashSessionToken } from '../../features/auth/session-token.js';
import type { AuditFacts, AuditViewer, Candidates } from './audit-response.js';

type Facts = Pick<AuditFacts, 'emailOwners' | 'meetingLinks' | 'sessionTokens' | 'calendarTokenOwners'>;

export function createGroundTruth(db: Database) {
  async function emailOwners(emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const email = sql<string>`lower(${users.email})`;
    const rows = await db.select({ id: users.id, email }).from(users).where(inArray(email, emails));
    return new Map(rows.map((row) => [row.email, row.id]));
  }

  async function meetingLinks(urls: string[]): Promise<Facts['meetingLinks']> {
    if (urls.length === 0) return new Map();
    const rows = await db
      .select({ url: bookings.meetingUrl, bookingId: bookings.id, clientId: bookings.clientId, coachUserId: coachProfiles.userId })
      .from(bookings)
      .innerJoin(coachProfiles, eq(coachProfiles.id, bookings.coachId))
      .where(inArray(bookings.meetingUrl, urls));
    const links = new Map<string, Array<{ bookingId: number; clientId: number; coachUserId: number }>>();
    for (const { url, ...parties } of rows) if (url) links.set(url, [...(links.get(url) ?? []), parties]);
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
      const [emails, links, stored, feeds] = await Promise.all([
        emailOwners(candidates.emails),
        meetingLinks(candidates.urls),
        storedSessionTokens(candidates.tokens.filter((token) => !issuedTokens.has(token))),
        calendarTokenOwners(candidates.tokens),
      ]);
      const sessionTokens = new Set([...candidates.tokens.filter((token) => issuedTokens.has(token)), ...stored]);
      return { emailOwners: emails, meetingLinks: links, sessionTokens, calendarTokenOwners: feeds };
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
