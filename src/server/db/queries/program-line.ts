// A program's waitlist entries still in line: waiting, or offered a freed seat
// and not yet answered (docs/product/programs.md). The seat purchase, the
// client's place and the line's length read the same rows.
import { and, eq, inArray } from 'drizzle-orm';
import { programWaitlist } from '../schema.js';

export function inLine(...conditions: Parameters<typeof and>) {
  return and(...conditions, inArray(programWaitlist.status, ['waiting', 'offered']));
}

// One client's entry in one program's line.
export function clientInLine(programId: number, clientId: number) {
  return inLine(eq(programWaitlist.programId, programId), eq(programWaitlist.clientId, clientId));
}
