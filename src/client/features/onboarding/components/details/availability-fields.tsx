import type { ReactNode } from 'react';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { ScheduleEditor } from '@/components/schedule-editor/schedule-editor';
import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { customFromLegacy } from '../../lib/custom-hours';
import { WEEKDAY_NAMES, WEEKDAYS } from '@shared/domain/local-date';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { DetailsFormValues } from '../../lib/details-form';
import { endAfterStartChange, endTimeOptions, TIME_OPTIONS, timeOptionLabel } from '../../lib/time-options';
import { timeZoneOptions } from '@/lib/time-zones';
import { FieldError } from '@/components/ui/field-error';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { INTL_TAG } from '@shared/i18n/locales';

type AvailabilityFieldsProps = {
  form: UseFormReturn<DetailsFormValues, unknown, unknown>;
  errors: FieldErrors<DetailsFormValues>;
  // Different hours for each day (the dashboard editor's weekly fields), or null for one daily window.
  custom: ScheduleFormValues | null;
  customErrors: FormErrors;
  onCustomChange: (values: ScheduleFormValues | null) => void;
};

// Days, daily window and zone (docs/product/coach-onboarding.md#details-form; docs/product/availability-and-time.md#time-zones).
export function AvailabilityFields({ form, errors, custom, customErrors, onCustomChange }: AvailabilityFieldsProps) {
  const start = useWatch({ control: form.control, name: 'availableFrom' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' });
  const t = useT(onboardingEn);
  const daysError = errors.availableDays ? (
    <FieldError id="available-days-error">{errors.availableDays.message ?? errors.availableDays.root?.message}</FieldError>
  ) : null;
  return (
    <>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={custom !== null}
          onChange={(e) =>
            onCustomChange(
              e.target.checked
                ? customFromLegacy(
                    {
                      availableDays: form.getValues('availableDays'),
                      availableFrom: form.getValues('availableFrom'),
                      availableTo: form.getValues('availableTo'),
                    },
                    timeZone,
                  )
                : null,
            )
          }
        />
        <span>
          <span className="font-medium">{t('onboarding.differentHours')}</span>
          <span className="block text-muted-foreground">{t('onboarding.differentHoursText')}</span>
        </span>
      </label>
      {custom ? (
        <div className="grid gap-2">
          <ScheduleEditor
            values={custom}
            errors={customErrors}
            onChange={onCustomChange}
            idPrefix="onboarding-hours"
            today=""
            showTimeZone={false}
            weeklyOnly
          />
          {daysError}
        </div>
      ) : (
        <OneWindowFields form={form} errors={errors} start={start} daysError={daysError} />
      )}
      <FormField label={t('onboarding.timeZone')} hint={t('onboarding.timeZoneHint')} error={errors.timeZone?.message}>
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

type OneWindowProps = Pick<AvailabilityFieldsProps, 'form' | 'errors'> & { start: string; daysError: ReactNode };

// The details form's fields (docs/product/coach-onboarding.md#details-form): days, then one start and end for all of them.
function OneWindowFields({ form, errors, start, daysError }: OneWindowProps) {
  const t = useT(onboardingEn);
  const locale = useLocale();
  // WEEKDAYS runs Monday to Sunday; the formats count from Sunday.
  // 2 January 2023 was a Monday.
  const dayName = (index: number) =>
    locale === 'en'
      ? undefined
      : new Intl.DateTimeFormat(INTL_TAG[locale], { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 2 + index));

  return (
    <>
      <fieldset className="grid gap-2" aria-describedby={errors.availableDays ? 'available-days-error' : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('onboarding.availableDays')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day, index) => (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
            >
              <input type="checkbox" value={day} className="size-4 accent-primary" {...form.register('availableDays')} />
              {/* Spanish names the day in lower case ('lunes'); as a choice's label it starts with a capital. */}
              <span className="inline-block first-letter:uppercase">{dayName(index) ?? WEEKDAY_NAMES[day]}</span>
            </label>
          ))}
        </div>
        {daysError}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('onboarding.startTime')} error={errors.availableFrom?.message}>
          <NativeSelect
            {...form.register('availableFrom', {
              onChange: (event: { target: { value: string } }) => {
                // A start at or after the end clears the end (docs/product/coach-onboarding.md#details-form).
                const end = form.getValues('availableTo');
                const next = endAfterStartChange(event.target.value, end);
                if (next !== end) form.setValue('availableTo', next);
              },
            })}
          >
            <option value="">{t('onboarding.selectStart')}</option>
            {TIME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {timeOptionLabel(option, locale)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('onboarding.endTime')} error={errors.availableTo?.message}>
          <NativeSelect {...form.register('availableTo')}>
            <option value="">{t('onboarding.selectEnd')}</option>

            {endTimeOptions(start).map((option) => (
              <option key={option.value} value={option.value}>
                {timeOptionLabel(option, locale)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </>
  );
}
