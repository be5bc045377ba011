export type CalendarInvite = {
  filename: string;
  // iCalendar text (METHOD:REQUEST or CANCEL), built with ical-generator.
  content: string;
  method: 'REQUEST' | 'CANCEL';
};

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  invite?: CalendarInvite;
};
