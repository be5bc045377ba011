import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CheckboxField } from './checkbox-field';

type PracticeFieldsProps = {
  fields: {
    businessName: UseFormRegisterReturn;
    socialLink: UseFormRegisterReturn;
    calendarSyncEnabled: UseFormRegisterReturn;
    calendarType: UseFormRegisterReturn;
  };
  syncEnabled: boolean;
  errors: { businessName?: string | undefined; socialLink?: string | undefined; calendarType?: string | undefined };
  // The details form splits these into two sections; the Pro step shows them together.
  part?: 'practice' | 'calendar' | 'all';
};

// Practice name, link and calendar sync: shared by the details and Pro steps.
export function PracticeFields({ fields, syncEnabled, errors, part = 'all' }: PracticeFieldsProps) {
  return (
    <>
      {part !== 'calendar' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Practice name" hint="Optional. Up to 100 characters." error={errors.businessName}>
            <Input maxLength={100} autoComplete="organization" placeholder="e.g. Stillwater Mindfulness" {...fields.businessName} />
          </FormField>
          <FormField label="Website or social link" hint="Optional. Starts with http:// or https://" error={errors.socialLink}>
            <Input type="url" inputMode="url" placeholder="https://" {...fields.socialLink} />
          </FormField>
        </div>
      ) : null}
      {part !== 'practice' ? (
        <div className="grid gap-4">
          <CheckboxField
            label="Sync my sessions to my calendar"
            description="Get a private calendar feed with your upcoming sessions (a Pro feature)."
            {...fields.calendarSyncEnabled}
          />
          {syncEnabled ? (
            <FormField label="Calendar type" error={errors.calendarType} className="sm:max-w-xs">
              <NativeSelect {...fields.calendarType}>
                <option value="google">Google Calendar</option>
                <option value="ical">iCal (Apple Calendar, Outlook…)</option>
              </NativeSelect>
            </FormField>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
