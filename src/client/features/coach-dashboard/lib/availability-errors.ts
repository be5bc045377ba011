import { SCHEDULE_MESSAGES } from '@shared/schemas/schedule';
import { validateScheduleForm, type FormErrors, type ScheduleFormValues } from '@/lib/schedule-form/schedule-form';

// "Choose a date" under a date the coach has just added and not yet picked
// would scold them for a step they are about to take; those wait for Save.
// Overlaps and ends before starts show at once, as the coach makes them.
const UNTIL_SAVE: ReadonlySet<string> = new Set([SCHEDULE_MESSAGES.date, SCHEDULE_MESSAGES.timeOffStart, SCHEDULE_MESSAGES.timeOffEnd]);

export function visibleErrors(values: ScheduleFormValues, attempted: boolean): FormErrors | null {
  const errors = validateScheduleForm(values);
  if (!errors || attempted) return errors;
  const shown = Object.fromEntries(Object.entries(errors).filter(([, message]) => message && !UNTIL_SAVE.has(message)));
  return Object.keys(shown).length > 0 ? shown : null;
}
