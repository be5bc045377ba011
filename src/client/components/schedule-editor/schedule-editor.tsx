import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { timeZoneOptions } from '@/lib/time-zones';
import { BookingSettingsFields } from './booking-settings-fields';
import { DateOverridesFields } from './date-overrides-fields';
import { TimeOffFields } from './time-off-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';

export type ScheduleEditorProps = {
  values: ScheduleFormValues;
  errors: FormErrors;
  onChange: (values: ScheduleFormValues) => void;
  // Unique per page, so two editors never share ids.
  idPrefix: string;
  // 'YYYY-MM-DD' in the coach's zone: the earliest date the pickers offer.
  today: string;
  // Onboarding asks for the zone with its other fields; the dashboard shows it here.
  showTimeZone?: boolean;
  // Only the weekly hours and the settings (onboarding); dates and time off come later, on the dashboard.
  weeklyOnly?: boolean;
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <div>
        <h3 className="text-base font-semibold">{title}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}

// The availability fields (docs/product/availability-and-time.md#the-availability-editor).
// Controlled: the caller holds the values, validates and saves.
export function ScheduleEditor({
  values,
  errors,
  onChange,
  idPrefix,
  today,
  showTimeZone = true,
  weeklyOnly = false,
}: ScheduleEditorProps) {
  return (
    <div className="grid gap-8">
      {showTimeZone ? (
        <FormField label="Time zone" hint="Your hours and dates are in this time zone." error={errors.timeZone} className="max-w-sm">
          <NativeSelect value={values.timeZone} onChange={(e) => onChange({ ...values, timeZone: e.target.value })}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <Section title="Weekly hours" description="Add one or more windows to each day you work. A day without windows is a day off.">
        <WeeklyHoursFields values={values} errors={errors} idPrefix={idPrefix} onChange={onChange} />
      </Section>
      {weeklyOnly ? null : (
        <>
          <Section title="Dates with their own hours" description="Different hours on one date, or closed all day.">
            <DateOverridesFields values={values} errors={errors} idPrefix={idPrefix} today={today} onChange={onChange} />
          </Section>
          <Section title="Time off" description="Days you take off: no one can book you from the first to the last day.">
            <TimeOffFields values={values} errors={errors} idPrefix={idPrefix} today={today} onChange={onChange} />
          </Section>
        </>
      )}
      <Section title="Booking settings" description="How clients can book the open times.">
        <BookingSettingsFields values={values} errors={errors} onChange={onChange} />
      </Section>
    </div>
  );
}
