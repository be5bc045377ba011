// The longest note a client may add to a booking. Apart from the zod schemas
// (schemas/bookings.ts re-exports it) so the checkout can count characters
// without downloading zod.
export const NOTES_MAX = 2000;
