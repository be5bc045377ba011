// Group programs in the admin console (docs/product/admin.md): the list in
// the bookings view and the seats' money in the money view.
// English is the source (docs/decisions/0075-interface-languages.md).
export const programsAdminEn = {
  'programs-admin.heading': 'Workshops and courses',
  'programs-admin.note': 'Every program, newest first, with its seats. Times shown in {zone}.',
  'programs-admin.moneyHeading': 'Program seats',
  'programs-admin.moneyNote': 'What participants paid for their seats and what was refunded to them, per program.',
  'programs-admin.loading': 'Loading programs',
  'programs-admin.loadFailed': 'Could not load programs',
  'programs-admin.tryAgain': 'Try again',
  'programs-admin.empty': 'No programs yet.',
  'programs-admin.tableLabel': 'Programs',
  'programs-admin.moneyTableLabel': 'Money of program seats',
  'programs-admin.program': 'Program',
  'programs-admin.coach': 'Coach',
  'programs-admin.kind': 'Kind',
  'programs-admin.firstMeeting': 'First meeting',
  'programs-admin.status': 'Status',
  'programs-admin.seats': 'Seats',
  'programs-admin.paid': 'Paid',
  'programs-admin.refunded': 'Refunded',
  'programs-admin.kept': 'Kept',
  'programs-admin.kindValue': '{kind, select, workshop {Workshop} other {Course, {meetings} meetings}}',
  'programs-admin.statusValue': '{status, select, draft {Draft} published {Published} cancelled {Cancelled} other {Completed}}',
  'programs-admin.seatsValue': '{sold} of {capacity}',
} as const;
