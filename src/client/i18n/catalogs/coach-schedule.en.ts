// The coach's Availability tab. English is the source
// (docs/decisions/0075-interface-languages.md); signed-in chunk (0078). The
// editor's own fields and its schema's messages are shared with onboarding
// and not in this group.
export const coachScheduleEn = {
  'coach-schedule.loading': 'Loading your availability',
  'coach-schedule.what': 'your availability',
  'coach-schedule.title': 'Availability',
  'coach-schedule.intro': 'When clients can book you. Saving never changes sessions already booked.',
  'coach-schedule.fixAbove': 'Fix the messages above, then save.',
  'coach-schedule.saving': 'Saving',
  'coach-schedule.save': 'Save availability',
  'coach-schedule.saved': 'Availability saved.',
  'coach-schedule.unsaved': 'You have unsaved changes.',
  'coach-schedule.outsideTitle':
    '{count, plural, one {One booked session is outside your new hours. They stay booked; move them with the client if you need to.} other {# booked sessions are outside your new hours. They stay booked; move them with the client if you need to.}}',
  'coach-schedule.outsideList': 'Sessions outside your new hours',
  'coach-schedule.outsideItem': '{date}, {time} with {name}',
} as const;
