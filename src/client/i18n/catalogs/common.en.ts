// Shared components of public and signed-in pages alike (pager, load states,
// booking and refund badges...). English is the source
// (docs/decisions/0075-interface-languages.md).
export const commonEn = {
  'common.pleaseWait': 'Please wait',
  'common.specializations': 'Specializations',
  'common.loadError': 'We could not load {what}. {reason}',
  'common.pagesOf': 'Pages of {things}',
  'common.pagerSummary': '{total} {noun} · Page {page} of {totalPages}',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.statusPending': 'Pending',
  'common.statusConfirmed': 'Confirmed',
  'common.statusCompleted': 'Completed',
  'common.statusCancelled': 'Cancelled',
  'common.refunded': 'Refunded',
  'common.refundedPart': 'Refunded {refund} of {total}',
  'common.noRefund': 'No refund',
  'common.refundOnItsWay': 'Refund on its way',
  // "Virtual sessions via Jitsi Meet": the service the meeting links come from.
  'common.meetingVia': '{phrase} via {provider}',
} as const;
