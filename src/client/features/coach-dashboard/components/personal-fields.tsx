import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BIO_MAX } from '@shared/schemas/coach-profile';
import { NameFieldInputs } from '@/components/forms/account-fields';
import { SessionLengthField } from '@/components/forms/session-length-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EditProfileInput, EditProfileOutput } from '../lib/profile-form';
import { coachProfileEditEn } from '@/i18n/catalogs/coach-profile-edit.en';
import { useT } from '@/lib/i18n/i18n-context';

const TEXTAREA =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm';

export function PersonalFields({ form }: { form: UseFormReturn<EditProfileInput, unknown, EditProfileOutput> }) {
  const { errors } = form.formState;
  const t = useT(coachProfileEditEn);
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameFieldInputs form={form} />
      <FormField
        label={t('coach-profile-edit.businessName')}
        error={errors.businessName?.message}
        hint={t('coach-profile-edit.businessNameHint')}
      >
        <Input autoComplete="organization" maxLength={100} {...form.register('businessName')} />
      </FormField>
      <FormField
        label={t('coach-profile-edit.socialLink')}
        error={errors.socialLink?.message}
        hint={t('coach-profile-edit.socialLinkHint')}
      >
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('socialLink')} />
      </FormField>
      <FormField
        label={t('coach-profile-edit.bio')}
        className="sm:col-span-2"
        error={errors.bio?.message}
        hint={t('coach-profile-edit.bioCount', { count: String(bio.length), max: String(BIO_MAX) })}
      >
        <textarea rows={7} className={TEXTAREA} {...form.register('bio')} />
      </FormField>
      <FormField label={t('coach-profile-edit.hourlyRateDollars')} error={errors.hourlyRate?.message}>
        <Input type="number" inputMode="decimal" min={10} max={999} step="1" {...form.register('hourlyRate', { valueAsNumber: true })} />
      </FormField>
      <SessionLengthField error={errors.sessionLength?.message} registration={form.register('sessionLength', { valueAsNumber: true })} />
      <FormField
        label={t('coach-profile-edit.certifications')}
        className="sm:col-span-2"
        error={errors.certifications?.message}
        hint={t('coach-profile-edit.certificationsHint')}
      >
        <textarea rows={3} maxLength={500} className={TEXTAREA} {...form.register('certifications')} />
      </FormField>
    </div>
  );
}
