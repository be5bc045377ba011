import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CheckboxField } from './checkbox-field';
import { onboardingEn } from '@/i18n/catalogs/onboarding.en';
import { useT } from '@/lib/i18n/i18n-context';

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
  const t = useT(onboardingEn);
  return (
    <>
      {part !== 'calendar' ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('onboarding.practiceName')} hint={t('onboarding.practiceNameHint')} error={errors.businessName}>
            <Input
              maxLength={100}
              autoComplete="organization"
              placeholder={t('onboarding.practiceNamePlaceholder')}
              {...fields.businessName}
            />
          </FormField>
          <FormField label={t('onboarding.socialLink')} hint={t('onboarding.socialLinkHint')} error={errors.socialLink}>
            <Input type="url" inputMode="url" placeholder="https://" {...fields.socialLink} />
          </FormField>
        </div>
      ) : null}
      {part !== 'practice' ? (
        <div className="grid gap-4">
          <CheckboxField label={t('onboarding.syncLabel')} description={t('onboarding.syncText')} {...fields.calendarSyncEnabled} />
          {syncEnabled ? (
            <FormField label={t('onboarding.calendarType')} error={errors.calendarType} className="sm:max-w-xs">
              <NativeSelect {...fields.calendarType}>
                <option value="google">{t('onboarding.googleCalendar')}</option>
                <option value="ical">{t('onboarding.icalOption')}</option>
              </NativeSelect>
            </FormField>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
