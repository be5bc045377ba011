// Messages between a client and a coach (docs/product/messages.md): one
// conversation per pair, plain text up to 2,000 characters.
import { z } from 'zod';
import { ZRowId } from './ids.js';

export const MESSAGE_MAX = 2000;

export const MESSAGE_TEXT = {
  conversationNotFound: 'Conversation not found.',
  messageNotFound: 'Message not found.',
  coachNotFound: 'Coach not found.',
  bookingNotFound: 'Booking not found.',
  empty: 'Write a message first.',
  tooLong: `Messages can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  // Told plainly, without saying why: a blocked client reads the same as any refusal.
  cannotWriteToCoach: 'You can’t send messages to this coach.',
  youBlocked: 'You have blocked this client. Unblock them to write again.',
  inactive: 'This account is no longer active, so it can’t receive messages.',
  startNeedsOne: 'Choose who to write to.',
} as const;

export const ZMessageBody = z
  .string({ message: MESSAGE_TEXT.empty })
  .refine((text) => text.trim().length > 0, MESSAGE_TEXT.empty)
  .refine((text) => text.length <= MESSAGE_MAX, MESSAGE_TEXT.tooLong);

export const ZSendMessageRequest = z.strictObject({ body: ZMessageBody });
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

// A client names a coach (their profile id); either party may name a booking of
// theirs, whose other party they then write to (how a coach starts one).
export const ZStartConversationRequest = z
  .strictObject({ coachId: ZRowId.optional(), bookingId: ZRowId.optional() })
  .refine((body) => (body.coachId === undefined) !== (body.bookingId === undefined), MESSAGE_TEXT.startNeedsOne);
export type TStartConversationRequest = z.infer<typeof ZStartConversationRequest>;

// Marks the thread read up to the newest message the page has shown.
export const ZMarkReadRequest = z.strictObject({ upTo: ZRowId });
export type TMarkReadRequest = z.infer<typeof ZMarkReadRequest>;

export const ZConversationRef = z.object({ id: z.number().int() });

const ZParty = z.object({
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  // The coach's public profile, when the other party is a coach.
  coachProfileId: z.number().int().nullable(),
});
export type TParty = z.infer<typeof ZParty>;

export const ZMessage = z.object({
  id: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationSummary = z.object({
  id: z.number().int(),
  other: ZParty,
  lastMessage: z.object({ body: z.string(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  unread: z.number().int(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversationList = z.object({ conversations: z.array(ZConversationSummary) });
export type TConversationList = z.infer<typeof ZConversationList>;

export const ZUnreadCount = z.object({ unread: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

export const ZThread = z.object({
  id: z.number().int(),
  viewerRole: z.enum(['client', 'coach']),
  other: ZParty,
  // The newest messages, oldest first.
  messages: z.array(ZMessage),
  // The sessions booked between the two, for the lines at the top of the thread.
  sessions: z.array(z.object({ id: z.number().int(), startTime: z.string(), endTime: z.string(), status: z.string() })),
  // Null when the viewer may write; otherwise what the page shows instead of the form.
  cannotWrite: z.string().nullable(),
  // The coach's own block of this client (always false for the client's view).
  blockedByMe: z.boolean(),
});
export type TThread = z.infer<typeof ZThread>;

export const ZBlockState = z.object({ blocked: z.boolean() });
