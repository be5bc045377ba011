import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { timeZoneOptions } from '@/lib/time-zones';
import { BookingSettingsFields } from './booking-settings-fields';
import { DateOverridesFields } from './date-overrides-fields';
import { TimeOffFields } from './time-off-fields';
import { WeeklyHoursFields } from './weekly-hours-fields';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useT } from '@/lib/i18n/i18n-context';

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
  const t = useT(scheduleEditorEn);
  return (
    <div className="grid gap-8">
      {showTimeZone ? (
        <FormField
          label={t('schedule-editor.timeZone')}
          hint={t('schedule-editor.timeZoneHint')}
          error={errors.timeZone}
          className="max-w-sm"
        >
          <NativeSelect value={values.timeZone} onChange={(e) => onChange({ ...values, timeZone: e.target.value })}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
      <Section title={t('schedule-editor.weekly')} description={t('schedule-editor.weeklyText')}>
        <WeeklyHoursFields values={values} errors={errors} idPrefix={idPrefix} onChange={onChange} />
      </Section>
      {weeklyOnly ? null : (
        <>
          <Section title={t('schedule-editor.overrides')} description={t('schedule-editor.overridesText')}>
            <DateOverridesFields values={values} errors={errors} idPrefix={idPrefix} today={today} onChange={onChange} />
          </Section>
          <Section title={t('schedule-editor.timeOff')} description={t('schedule-editor.timeOffText')}>
            <TimeOffFields values={values} errors={errors} idPrefix={idPrefix} today={today} onChange={onChange} />
          </Section>
        </>
      )}
      <Section title={t('schedule-editor.settings')} description={t('schedule-editor.settingsText')}>
        <BookingSettingsFields values={values} errors={errors} onChange={onChange} />
      </Section>
    </div>
  );
}
