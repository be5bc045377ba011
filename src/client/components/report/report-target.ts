// What a Report button names (docs/product/reports.md): a review, a coach by user id, the other
// party of a booking, or a message. Its own module, so the button and the lazily loaded form
// both import it and neither imports the other for it.
export type ReportTarget =
  | { kind: 'review'; reviewId: number }
  | { kind: 'user'; userId: number }
  | { kind: 'user'; bookingId: number }
  | { kind: 'message'; messageId: number };
