import { z } from 'zod';

// GET /api/dev/mailbox (docs/product/emails-and-jobs.md#development-mailbox): the latest outbox messages.
export const ZMailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  // The HTML part, shown beside the text in a sandboxed frame.
  html: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  hasInvite: z.boolean(),
  createdAt: z.string(),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

export const ZDevMailbox = z.array(ZMailboxMessage);
export type TDevMailbox = z.infer<typeof ZDevMailbox>;
