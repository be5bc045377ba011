import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { WEEKDAYS } from '@shared/domain/local-date';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { DetailsFormValues } from '../../lib/details-form';
import { endAfterStartChange, endTimeOptions, TIME_OPTIONS } from '../../lib/time-options';
import { timeZoneOptions } from '@/lib/time-zones';
import { FieldError } from '@/components/ui/field-error';

const DAY_LABELS: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

type AvailabilityFieldsProps = { form: UseFormReturn<DetailsFormValues, unknown, unknown>; errors: FieldErrors<DetailsFormValues> };

// Days, daily window and zone (docs/product/coach-onboarding.md#details-form; docs/product/availability-and-time.md#time-zones).
export function AvailabilityFields({ form, errors }: AvailabilityFieldsProps) {
  const start = useWatch({ control: form.control, name: 'availableFrom' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  return (
    <>
      <fieldset className="grid gap-2" aria-describedby={errors.availableDays ? 'available-days-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">Available days</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
            >
              <input type="checkbox" value={day} className="size-4 accent-primary" {...form.register('availableDays')} />
              {DAY_LABELS[day]}
            </label>
          ))}
        </div>
        {errors.availableDays ? (
          <FieldError id="available-days-error">{errors.availableDays.message ?? errors.availableDays.root?.message}</FieldError>
        ) : null}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Start time" error={errors.availableFrom?.message}>
          <NativeSelect
            {...form.register('availableFrom', {
              onChange: (event: { target: { value: string } }) => {
                // Spec: a start at or after the end clears the end.
                const end = form.getValues('availableTo');
                const next = endAfterStartChange(event.target.value, end);
                if (next !== end) form.setValue('availableTo', next);
              },
            })}
          >
            <option value="">Select start time</option>
            {TIME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="End time" error={errors.availableTo?.message}>
          <NativeSelect {...form.register('availableTo')}>
            <option value="">Select end time</option>
            {endTimeOptions(start).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Time zone" hint="Your days and hours are in this time zone." error={errors.timeZone?.message}>
        <NativeSelect {...form.register('timeZone')}>
          {timeZoneOptions(timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
