// A program's invitation (.ics) is the same for every participant: it names
// the program, its meetings and the room, never the person. Writing one with
// the calendar library took about a quarter of a millisecond of the server's
// time, a good part of a seat purchase's (docs/decisions/0084-seat-purchase-statements.md),
// so one written a moment ago for the same facts is handed out again. Kept for
// a minute only: DTSTAMP says when the invitation was written, and a program
// that changes has other facts, so a new key.
import { buildProgramInvite, type ProgramInvite } from '../../integrations/calendar/ical.js';

const KEEP_MS = 60_000;
const MAX_KEPT = 200;

export function createProgramInvites(appName: string, clock: () => number = Date.now) {
  const kept = new Map<string, { content: Promise<string>; until: number }>();

  return {
    of(invite: ProgramInvite): Promise<string> {
      const key = JSON.stringify([
        invite.programId,
        invite.title,
        invite.start,
        invite.end,
        invite.weeklyCount,
        invite.timeZone,
        invite.description,
        invite.url,
      ]);
      const now = clock();
      const hit = kept.get(key);
      if (hit && hit.until > now) return hit.content;
      if (kept.size >= MAX_KEPT) kept.clear();
      const content = buildProgramInvite(appName, invite);
      kept.set(key, { content, until: now + KEEP_MS });
      // A failed write is not kept: the next purchase tries again.
      content.catch(() => kept.delete(key));
      return content;
    },
  };
}
