import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { FormErrors, ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { bufferChoices, noticeChoices, withCurrent } from './setting-choices';
import { scheduleEditorEn } from '@/i18n/catalogs/schedule-editor.en';
import { useT } from '@/lib/i18n/i18n-context';

type Props = { values: ScheduleFormValues; errors: FormErrors; onChange: (values: ScheduleFormValues) => void };

type TextKey = 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes' | 'horizonDays' | 'maxSessionsPerDay';

// Buffers, notice, horizon and the daily limit: how new bookings are taken.
export function BookingSettingsFields({ values, errors, onChange }: Props) {
  const t = useT(scheduleEditorEn);
  const buffers = bufferChoices(t);
  const set = (key: TextKey) => (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('schedule-editor.bufferBefore')} hint={t('schedule-editor.bufferBeforeHint')} error={errors.bufferBeforeMinutes}>
        <NativeSelect value={values.bufferBeforeMinutes} onChange={set('bufferBeforeMinutes')}>
          {withCurrent(t, buffers, values.bufferBeforeMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('schedule-editor.bufferAfter')} hint={t('schedule-editor.bufferAfterHint')} error={errors.bufferAfterMinutes}>
        <NativeSelect value={values.bufferAfterMinutes} onChange={set('bufferAfterMinutes')}>
          {withCurrent(t, buffers, values.bufferAfterMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('schedule-editor.notice')} hint={t('schedule-editor.noticeHint')} error={errors.minNoticeMinutes}>
        <NativeSelect value={values.minNoticeMinutes} onChange={set('minNoticeMinutes')}>
          {withCurrent(t, noticeChoices(t), values.minNoticeMinutes).map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('schedule-editor.horizon')} hint={t('schedule-editor.horizonHint')} error={errors.horizonDays}>
        <Input type="number" inputMode="numeric" min={1} max={85} value={values.horizonDays} onChange={set('horizonDays')} />
      </FormField>
      <FormField label={t('schedule-editor.dailyLimit')} hint={t('schedule-editor.dailyLimitHint')} error={errors.maxSessionsPerDay}>
        <Input type="number" inputMode="numeric" min={1} max={48} value={values.maxSessionsPerDay} onChange={set('maxSessionsPerDay')} />
      </FormField>
    </div>
  );
}
