import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { BUFFER_CHOICES, NOTICE_CHOICES, withCurrent } from './setting-choices';

type Props = { values: ScheduleFormValues; errors: FormErrors; onChange: (values: ScheduleFormValues) => void };

type TextKey = 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes' | 'horizonDays' | 'maxSessionsPerDay';

// Buffers, notice, horizon and the daily limit: how new bookings are taken.
export function BookingSettingsFields({ values, errors, onChange }: Props) {
  const set = (key: TextKey) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Buffer before a session" hint="Free time kept before each session." error={errors.bufferBeforeMinutes}>
        <NativeSelect value={values.bufferBeforeMinutes} onChange={set('bufferBeforeMinutes')}>
          {withCurrent(BUFFER_CHOICES, values.bufferBeforeMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Buffer after a session" hint="Free time kept after each session." error={errors.bufferAfterMinutes}>
        <NativeSelect value={values.bufferAfterMinutes} onChange={set('bufferAfterMinutes')}>
          {withCurrent(BUFFER_CHOICES, values.bufferAfterMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Minimum notice" hint="How soon before it starts a session can still be booked." error={errors.minNoticeMinutes}>
        <NativeSelect value={values.minNoticeMinutes} onChange={set('minNoticeMinutes')}>
          {withCurrent(NOTICE_CHOICES, values.minNoticeMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Booking horizon (days)" hint="How far ahead clients can book, up to 85 days." error={errors.horizonDays}>
        <Input type="number" inputMode="numeric" min={1} max={85} value={values.horizonDays} onChange={set('horizonDays')} />
      </FormField>
      <FormField label="Daily limit (sessions)" hint="Leave empty for no limit." error={errors.maxSessionsPerDay}>
        <Input type="number" inputMode="numeric" min={1} max={48} value={values.maxSessionsPerDay} onChange={set('maxSessionsPerDay')} />
      </FormField>
    </div>
  );
}
