import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BIO_MAX } from '@shared/schemas/coach-profile';
import { NameFieldInputs } from '@/components/forms/account-fields';
import { SessionLengthField } from '@/components/forms/session-length-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { EditProfileInput, EditProfileOutput } from '../lib/profile-form';

const TEXTAREA =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm';

export function PersonalFields({ form }: { form: UseFormReturn<EditProfileInput, unknown, EditProfileOutput> }) {
  const { errors } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <NameFieldInputs form={form} />
      <FormField label="Business name" error={errors.businessName?.message} hint="Optional: your practice name.">
        <Input autoComplete="organization" maxLength={100} {...form.register('businessName')} />
      </FormField>
      <FormField label="Website or social link" error={errors.socialLink?.message} hint="Optional, e.g. https://yourpractice.com">
        <Input type="url" inputMode="url" placeholder="https://" {...form.register('socialLink')} />
      </FormField>
      <FormField label="Bio" className="sm:col-span-2" error={errors.bio?.message} hint={`${bio.length} / ${BIO_MAX} characters`}>
        <textarea rows={7} className={TEXTAREA} {...form.register('bio')} />
      </FormField>
      <FormField label="Hourly rate ($)" error={errors.hourlyRate?.message}>
        <Input type="number" inputMode="decimal" min={10} max={999} step="1" {...form.register('hourlyRate', { valueAsNumber: true })} />
      </FormField>
      <SessionLengthField error={errors.sessionLength?.message} registration={form.register('sessionLength', { valueAsNumber: true })} />
      <FormField
        label="Certifications"
        className="sm:col-span-2"
        error={errors.certifications?.message}
        hint="Optional: training and credentials clients should know about."
      >
        <textarea rows={3} maxLength={500} className={TEXTAREA} {...form.register('certifications')} />
      </FormField>
    </div>
  );
}
