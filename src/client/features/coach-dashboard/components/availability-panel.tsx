import { useMemo, useState, type FormEvent } from 'react';
import type { TBooking } from '@shared/schemas/bookings';
import type { TBookingOutsideHours, TCoachScheduleResponse } from '@shared/schemas/coach-schedule';
import { localDateKey, isValidTimeZone } from '@shared/domain/time-zone';
import { ScheduleEditor } from '@/components/schedule-editor/schedule-editor';
import { SchedulePreviewList } from '@/components/schedule-editor/schedule-preview-list';
import { LoadError, Loading } from '@/components/load-state';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/field-error';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { formFromSchedule, scheduleFromForm, type ScheduleFormValues } from '@/lib/schedule-form/schedule-form';
import { previewWeek } from '@/lib/schedule-form/schedule-preview';
import { useCoachSchedule, useSaveCoachSchedule } from '../api/coach-schedule';
import { visibleErrors } from '../lib/availability-errors';
import { OutsideHoursWarning } from './outside-hours-warning';
import { coachScheduleEn } from '@/i18n/catalogs/coach-schedule.en';
import { useT } from '@/lib/i18n/i18n-context';

type Props = { bookings: readonly TBooking[] | null };

// The Availability tab (docs/product/availability-and-time.md#the-availability-editor).
export function AvailabilityPanel({ bookings }: Props) {
  const query = useCoachSchedule();
  const t = useT(coachScheduleEn);
  if (query.isLoading) return <Loading label={t('coach-schedule.loading')} />;
  if (query.isError || !query.data) return <LoadError what={t('coach-schedule.what')} error={query.error} />;
  return <AvailabilityForm initial={query.data} bookings={bookings} />;
}

function AvailabilityForm({ initial, bookings }: { initial: TCoachScheduleResponse; bookings: readonly TBooking[] | null }) {
  const [values, setValues] = useState<ScheduleFormValues>(() => formFromSchedule(initial.schedule));
  const [attempted, setAttempted] = useState(false);
  const [outside, setOutside] = useState<TBookingOutsideHours[] | null>(null);
  const save = useSaveCoachSchedule();
  const t = useT(coachScheduleEn);
  const schedule = useMemo(() => scheduleFromForm(values), [values]);
  const errors = useMemo(() => visibleErrors(values, attempted), [values, attempted]);
  const zone = isValidTimeZone(values.timeZone) ? values.timeZone : initial.schedule.timeZone;
  const now = useMemo(() => new Date(), []);
  // Existing sessions take their place in the preview, as they do on the profile's calendar.
  const busy = useMemo(
    () =>
      (bookings ?? [])
        .filter((b) => b.status === 'pending' || b.status === 'confirmed')
        .map((b) => ({ start: new Date(b.startTime), end: new Date(b.endTime) })),
    [bookings],
  );
  const week = useMemo(() => previewWeek(schedule, initial.sessionLengthMinutes, busy, now), [schedule, initial, busy, now]);
  // Both sides through the same mapping, so key order and defaults never read as a change.
  const saved = useMemo(() => scheduleFromForm(formFromSchedule(save.data?.schedule ?? initial.schedule)), [save.data, initial]);
  const dirty = JSON.stringify(schedule) !== JSON.stringify(saved);

  const onChange = (next: ScheduleFormValues) => {
    setValues(next);
    setOutside(null);
    save.reset();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (visibleErrors(values, true)) return;
    save.mutate(schedule, { onSuccess: (answer) => setOutside(answer.outsideHours) });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-8 rounded-xl border bg-card p-4 sm:p-6" aria-label={t('coach-schedule.title')}>
      <div>
        <h2 className="text-xl font-semibold">{t('coach-schedule.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('coach-schedule.intro')}</p>
      </div>
      <ScheduleEditor values={values} errors={errors ?? {}} onChange={onChange} idPrefix="availability" today={localDateKey(now, zone)} />
      <SchedulePreviewList week={week} timeZone={zone} />
      <div className="grid gap-3">
        <FormAlert>{save.isError ? errorText(save.error) : attempted && errors ? t('coach-schedule.fixAbove') : null}</FormAlert>
        {outside ? <OutsideHoursWarning bookings={outside} timeZone={zone} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending ? <Spinner label={t('coach-schedule.saving')} /> : null}
            {t('coach-schedule.save')}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {save.isSuccess && !dirty ? t('coach-schedule.saved') : dirty ? t('coach-schedule.unsaved') : ''}
          </p>
        </div>
      </div>
    </form>
  );
}
