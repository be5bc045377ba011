// The report dialog itself (docs/product/reports.md): loaded when someone presses Report, so
// pages that only show the button (a coach's profile) do not download the form and its schemas.
import { useId, useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type TCreateReportRequest,
  type TReportReason,
} from '@shared/schemas/reports';
import { NotesField } from '@/components/forms/notes-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { reportEn } from '@/i18n/catalogs/report.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useCreateReport } from '@/lib/reports/create-report';
import { cn } from '@/lib/utils';
import type { ReportTarget } from './report-target';
import { CancelAndSubmit } from '@/components/ui/form-actions';

export function ReportDialog({ target, subject, onClose }: { target: ReportTarget; subject: string; onClose: () => void }) {
  const t = useT(reportEn);
  // The schema's and the server's messages, in the reader's language (record 0082).
  const sentence = useTranslateSentence();
  const create = useCreateReport();
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const groupId = useId();

  function send() {
    if (!reason) {
      setProblem(REPORT_MESSAGES.reason);
      return;
    }
    setProblem(null);
    const request: TCreateReportRequest = { ...target, reason, ...(details.trim() && { details: details.trim() }) };
    create.mutate(request, {
      onSuccess: () => {
        toast({ title: t('report.thanks'), description: t('report.thanksText') });
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error, t('report.failed'))),
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={t('report.title', { subject })}
      description={t('report.description')}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <fieldset className="grid gap-2" aria-describedby={problem ? `${groupId}-problem` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('report.reason')}</legend>
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted',
                reason === value && 'border-primary bg-secondary/60',
              )}
            >
              <input
                type="radio"
                name={`${groupId}-reason`}
                value={value}
                checked={reason === value}
                disabled={create.isPending}
                onChange={() => {
                  setReason(value);
                  setProblem(null);
                }}
                className="size-4 accent-primary"
              />
              {t(`report.reason.${value}`)}
            </label>
          ))}
        </fieldset>
        <NotesField
          label={t('report.details')}
          value={details}
          onChange={setDetails}
          disabled={create.isPending}
          placeholder={t('report.detailsPlaceholder')}
          max={REPORT_DETAILS_MAX}
        />
        {problem ? (
          <p id={`${groupId}-problem`} role="alert" className="text-sm font-medium text-destructive">
            {sentence(problem)}
          </p>
        ) : null}
        <CancelAndSubmit
          pending={create.isPending}
          cancelLabel={t('report.cancel')}
          onCancel={onClose}
          submitLabel={t('report.send')}
          pendingLabel={t('report.sending')}
          destructive
        />
      </form>
    </FormDialog>
  );
}
