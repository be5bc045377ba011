import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';

// What each list section of the schedule editor (dates, time off) is given.
export type ScheduleSectionProps = {
  values: ScheduleFormValues;
  errors: FormErrors;
  idPrefix: string;
  // The coach's today ('YYYY-MM-DD'): the earliest date a field offers.
  today: string;
  onChange: (values: ScheduleFormValues) => void;
};
