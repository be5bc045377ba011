import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { CancellationPolicy } from '@shared/domain/cancellation-policy';
import { centsToDollars } from '@shared/domain/money';
import { priceRangeCents } from '@shared/domain/programs';
import { PROGRAM_MESSAGES, type TProgram, type TProgramInput } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { programsDashboardEn } from '@/i18n/catalogs/programs-dashboard.en';
import { useSaveProgram } from '../../api/dashboard-programs';
import { localDateTimeInput } from '../../lib/program-formats';

type Draft = {
  title: string;
  description: string;
  specializationId: string;
  kind: 'workshop' | 'course';
  meetings: string;
  meetingMinutes: string;
  firstMeeting: string;
  capacity: string;
  minimumSeats: string;
  price: string;
};

const EMPTY: Draft = {
  title: '',
  description: '',
  specializationId: '',
  kind: 'workshop',
  meetings: '8',
  meetingMinutes: '90',
  firstMeeting: '',
  capacity: '12',
  minimumSeats: '',
  price: '',
};

function draftOf(program: TProgram): Draft {
  return {
    title: program.title,
    description: program.description,
    specializationId: String(program.specializationId),
    kind: program.kind,
    meetings: String(program.meetings.length),
    meetingMinutes: String(program.meetingMinutes),
    firstMeeting: program.meetings[0] ? localDateTimeInput(program.meetings[0].start, program.timeZone) : '',
    capacity: String(program.capacity),
    minimumSeats: program.minimumSeats === null ? '' : String(program.minimumSeats),
    price: String(program.price),
  };
}

// Numbers as the server wants them. A field left empty or not a number goes
// as null, which the server refuses with its own message for that field; two
// messages are this form's: letters in the minimum (null would mean "no
// minimum") and a price that is not a number (the server's names no range).
const numberOf = (text: string) => {
  const n = text.trim() === '' ? null : Number(text.replace(',', '.'));
  return n === null || Number.isFinite(n) ? n : Number.NaN;
};

function bodyOf(draft: Draft): { body: TProgramInput; errors: Record<string, string> } {
  const meetings = draft.kind === 'workshop' ? 1 : numberOf(draft.meetings);
  const price = numberOf(draft.price);
  const minimum = numberOf(draft.minimumSeats);
  const errors: Record<string, string> = {};
  if (price === null || Number.isNaN(price)) {
    const { min, max } = priceRangeCents(meetings !== null && meetings >= 1 ? meetings : 1);
    errors['price'] = PROGRAM_MESSAGES.price(centsToDollars(min), centsToDollars(max));
  }
  if (Number.isNaN(minimum)) errors['minimumSeats'] = 'notANumber';
  // NaN travels as null (JSON): the server names what is missing.
  const body = {
    title: draft.title,
    description: draft.description,
    specializationId: numberOf(draft.specializationId),
    kind: draft.kind,
    meetings,
    meetingMinutes: numberOf(draft.meetingMinutes),
    firstMeeting: draft.firstMeeting,
    capacity: numberOf(draft.capacity),
    minimumSeats: minimum,
    price,
  };
  return { body: body as TProgramInput, errors };
}

// The coach's editor for a new program or one of theirs: everything the
// server checks (dates in the past, overlaps with bookings, prices out of
// range, capacity below the seats sold) comes back as its message beside the field.
export function ProgramEditor({
  program,
  timeZone,
  policy,
  onClose,
}: {
  program: TProgram | null;
  timeZone: string;
  policy: CancellationPolicy;
  onClose: () => void;
}) {
  const t = useT(programsDashboardEn);
  const specializations = useSpecializations();
  const save = useSaveProgram(program?.id ?? null);
  const [draft, setDraft] = useState<Draft>(() => (program ? draftOf(program) : EMPTY));
  const [local, setLocal] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const server = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const sold = program ? program.capacity - program.seatsLeft : 0;
  const errorFor = (field: keyof Draft) =>
    local[field] === 'notANumber' ? t('programs-dashboard.notANumber') : (local[field] ?? server[field]);
  const fieldErrorShown = Object.keys(local).length > 0 || Object.keys(server).some((key) => key in EMPTY);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = bodyOf(draft);
    setLocal(checked.errors);
    // A minimum in letters would be saved as none: that one waits for a fix.
    if (checked.errors['minimumSeats']) return;
    save.mutate(checked.body, {
      onSuccess: () => {
        toast({
          title: t('programs-dashboard.saved'),
          description: program ? t('programs-dashboard.savedText') : t('programs-dashboard.savedDraftText'),
        });
        onClose();
      },
    });
  }

  return (
    <Card className="grid gap-4 p-5" role="region" aria-labelledby="program-editor-heading">
      <h3 id="program-editor-heading" className="text-lg font-semibold">
        {program ? t('programs-dashboard.editHeading', { title: program.title }) : t('programs-dashboard.newHeading')}
      </h3>
      {sold > 0 && <p className="rounded-lg bg-muted px-3 py-2 text-sm">{t('programs-dashboard.scheduleLocked')}</p>}
      <form noValidate className="grid gap-4" aria-label={t('programs-dashboard.formLabel')} onSubmit={submit}>
        <FormField label={t('programs-dashboard.title')} error={errorFor('title')}>
          <Input value={draft.title} maxLength={120} onChange={(e) => set({ title: e.target.value })} />
        </FormField>
        <FormField
          label={t('programs-dashboard.description')}
          hint={t('programs-dashboard.descriptionHint')}
          error={errorFor('description')}
        >
          <textarea
            className="min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <FormField label={t('programs-dashboard.specialization')} error={errorFor('specializationId')}>
          <NativeSelect value={draft.specializationId} onChange={(e) => set({ specializationId: e.target.value })}>
            <option value="">{t('programs-dashboard.chooseSpecialization')}</option>
            {(specializations.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('programs-dashboard.kind')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['workshop', 'course'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2 text-sm">
                <input type="radio" name="program-kind" value={kind} checked={draft.kind === kind} onChange={() => set({ kind })} />
                {kind === 'workshop' ? t('programs-dashboard.workshopOption') : t('programs-dashboard.courseOption')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {draft.kind === 'course' && (
            <FormField label={t('programs-dashboard.meetings')} hint={t('programs-dashboard.meetingsHint')} error={errorFor('meetings')}>
              <Input inputMode="numeric" value={draft.meetings} onChange={(e) => set({ meetings: e.target.value })} />
            </FormField>
          )}
          <FormField label={t('programs-dashboard.firstMeetingField', { zone: timeZone })} error={errorFor('firstMeeting')}>
            <Input type="datetime-local" value={draft.firstMeeting} onChange={(e) => set({ firstMeeting: e.target.value })} />
          </FormField>
          <FormField label={t('programs-dashboard.length')} hint={t('programs-dashboard.lengthHint')} error={errorFor('meetingMinutes')}>
            <Input inputMode="numeric" value={draft.meetingMinutes} onChange={(e) => set({ meetingMinutes: e.target.value })} />
          </FormField>
          <FormField label={t('programs-dashboard.capacity')} hint={t('programs-dashboard.capacityHint')} error={errorFor('capacity')}>
            <Input inputMode="numeric" value={draft.capacity} onChange={(e) => set({ capacity: e.target.value })} />
          </FormField>
          <FormField
            label={t('programs-dashboard.minimumField')}
            hint={t('programs-dashboard.minimumHint')}
            error={errorFor('minimumSeats')}
          >
            <Input inputMode="numeric" value={draft.minimumSeats} onChange={(e) => set({ minimumSeats: e.target.value })} />
          </FormField>
          <FormField label={t('programs-dashboard.price')} hint={t('programs-dashboard.priceHint')} error={errorFor('price')}>
            <Input inputMode="decimal" value={draft.price} onChange={(e) => set({ price: e.target.value })} />
          </FormField>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('programs-dashboard.policy', { policy })}{' '}
          <Link href="/coach/profile/edit" className="text-primary underline">
            {t('programs-dashboard.editProfile')}
          </Link>
        </p>
        {save.error && !fieldErrorShown && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(save.error, t('programs-dashboard.actionFailed'))}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
            {save.isPending
              ? t('programs-dashboard.saving')
              : program
                ? t('programs-dashboard.saveChanges')
                : t('programs-dashboard.saveDraft')}
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('programs-dashboard.close')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
