// What travels between server processes for the live streams
// (docs/decisions/0059-live-updates.md): an event for some users, or word
// that a session or all of a user's sessions ended (their streams close).
import { ZLiveEvent, type TLiveEvent } from '../../../shared/schemas/live-events.js';
import { z } from 'zod';

export type LiveMessage =
  | { kind: 'event'; id: string; to: number[]; event: TLiveEvent }
  | { kind: 'session-ended'; tokenHash: string }
  | { kind: 'user-signed-out'; userId: number };

const ZLiveMessage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), id: z.string().min(1).max(40), to: z.array(z.number().int()), event: ZLiveEvent }),
  z.object({ kind: z.literal('session-ended'), tokenHash: z.string().min(1) }),
  z.object({ kind: z.literal('user-signed-out'), userId: z.number().int() }),
]);

export const encodeLiveMessage = (message: LiveMessage): string => JSON.stringify(message);

// Undefined for anything else on the channel (another version's message, a stray NOTIFY).
export function decodeLiveMessage(payload: string): LiveMessage | undefined {
  try {
    const parsed = ZLiveMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
