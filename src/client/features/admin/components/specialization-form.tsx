import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SPECIALIZATION_COLORS, ZCreateSpecializationRequest, type TCreateSpecializationRequest } from '@shared/schemas/admin';
import type { TSpecialization, TTranslations } from '@shared/schemas/specializations';
import { DEFAULT_LOCALE, LOCALES } from '@shared/i18n/locales';
import { languageName } from '@/lib/i18n/language-names';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useSaveSpecialization } from '../api/save-specialization';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { setServerFieldErrors } from '@/lib/form-errors';
import { errorText } from '@/lib/error-text';
import { FieldError } from '@/components/ui/field-error';
import { CancelAndSubmit } from '@/components/ui/form-actions';

const FIELDS = ['name', 'description', 'iconName', 'colorClass'] as const;
// The languages beside English, each with its name and description (DECISIONS section 16).
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const blanksFor = (texts: TTranslations | undefined) => Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, texts?.[locale] ?? '']));

type Props = { specialization?: TSpecialization; onSaved: (saved: TSpecialization) => void; onCancel: () => void };

export function SpecializationForm({ specialization, onSaved, onCancel }: Props) {
  const t = useT(adminEn);
  const locale = useLocale();
  const mutation = useSaveSpecialization();
  const form = useForm<TCreateSpecializationRequest>({
    resolver: zodResolver(ZCreateSpecializationRequest),
    defaultValues: {
      name: specialization?.name ?? '',
      description: specialization?.description ?? '',
      nameTranslations: blanksFor(specialization?.nameTranslations),
      descriptionTranslations: blanksFor(specialization?.descriptionTranslations),
      iconName: specialization?.iconName ?? '',
      colorClass: (SPECIALIZATION_COLORS as readonly string[]).includes(specialization?.colorClass ?? '')
        ? (specialization?.colorClass as TCreateSpecializationRequest['colorClass'])
        : 'indigo',
    },
  });
  const { errors } = form.formState;
  const written = useWatch({ control: form.control });

  const submit = form.handleSubmit((values) =>
    mutation.mutate(
      { id: specialization?.id, values },
      {
        onSuccess: onSaved,
        onError: (error) => {
          // Field errors (409 duplicate name, 400 colour) go under their field; anything else above the buttons.
          const placed = setServerFieldErrors(form.setError, error, FIELDS);
          if (!placed) form.setError('root', { type: 'server', message: errorText(error) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label={t('admin.specs.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t('admin.specs.descriptionLabel')} error={errors.description?.message} hint={t('admin.specs.descriptionHint')}>
        <textarea
          rows={3}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
          {...form.register('description')}
        />
      </FormField>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-semibold">{t('admin.specs.translations')}</legend>
        {OTHER_LOCALES.map((other) => {
          const language = languageName(other, locale);
          const missing = t('admin.specs.missingTranslation', { language });
          return (
            <div key={other} className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('admin.specs.nameIn', { language })}
                error={errors.nameTranslations?.[other]?.message}
                hint={written.nameTranslations?.[other]?.trim() ? undefined : missing}
              >
                <Input autoComplete="off" lang={other} {...form.register(`nameTranslations.${other}`)} />
              </FormField>
              <FormField
                label={t('admin.specs.descriptionIn', { language })}
                error={errors.descriptionTranslations?.[other]?.message}
                hint={written.descriptionTranslations?.[other]?.trim() ? undefined : missing}
              >
                <textarea
                  rows={3}
                  lang={other}
                  className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
                  {...form.register(`descriptionTranslations.${other}`)}
                />
              </FormField>
            </div>
          );
        })}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('admin.specs.iconLabel')} error={errors.iconName?.message} hint={t('admin.specs.iconHint')}>
          <Input autoComplete="off" {...form.register('iconName')} />
        </FormField>
        <FormField label={t('admin.specs.colourLabel')} error={errors.colorClass?.message}>
          <NativeSelect {...form.register('colorClass')}>
            {SPECIALIZATION_COLORS.map((color) => (
              <option key={color} value={color}>
                {t(`admin.colour.${color}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FieldError>{errors.root?.message}</FieldError>
      <CancelAndSubmit
        pending={mutation.isPending}
        cancelLabel={t('admin.specs.cancel')}
        onCancel={onCancel}
        submitLabel={specialization ? t('admin.specs.save') : t('admin.specs.add')}
        pendingLabel={t('admin.specs.saving')}
      />
    </form>
  );
}
