// What a report is about as it is stored (reports.target_kind and its one id column), once the
// service has worked out who is reported from what the page named (docs/product/reports.md).
export type ReportTarget =
  { targetKind: 'review'; reviewId: number } | { targetKind: 'user'; userId: number } | { targetKind: 'message'; messageId: number };
