// Work that gave up (docs/decisions/0087-one-work-queue.md), as the admin sees it.
import { z } from 'zod';

export const ZDeadWork = z.object({
  id: z.number().int(),
  // What it was: 'email', 'caldav-write', 'booking-request-emails', ...
  kind: z.string(),
  // Ids only (a booking's, a message's).
  payload: z.record(z.string(), z.unknown()),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  failedAt: z.iso.datetime().nullable(),
});
export type TDeadWork = z.infer<typeof ZDeadWork>;
export const ZDeadWorkList = z.array(ZDeadWork);

export const WORK_QUEUE_MESSAGES = {
  notFound: 'That work is not waiting for a retry.',
} as const;
