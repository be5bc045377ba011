// The report dialog itself (docs/product/reports.md): loaded when someone presses Report, so
// pages that only show the button (a coach's profile) do not download the form and its schemas.
import { useId, useState } from 'react';
import {
  REPORT_DETAILS_MAX,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type TCreateReportRequest,
  type TReportReason,
} from '@shared/schemas/reports';
import { NotesField } from '@/components/forms/notes-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-text';
import { useCreateReport } from '@/lib/reports/create-report';
import { cn } from '@/lib/utils';
import type { ReportTarget } from './report-dialog';
import { CancelAndSubmit } from '@/components/ui/form-actions';

export function ReportDialog({ target, subject, onClose }: { target: ReportTarget; subject: string; onClose: () => void }) {
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
        toast({ title: 'Thank you for your report', description: 'Our team will look at it and act if it breaks our rules.' });
        onClose();
      },
      onError: (error) => setProblem(errorMessage(error, 'Your report could not be sent. Please try again.')),
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !create.isPending && onClose()}
      title={`Report ${subject}`}
      description="Tell us what is wrong. Only our team sees your report; the person reported is not told who sent it."
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
          <legend className="mb-1 text-sm font-medium">Reason</legend>
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
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <NotesField
          label="Details (optional)"
          value={details}
          onChange={setDetails}
          disabled={create.isPending}
          placeholder="What happened? Anything that helps us understand."
          max={REPORT_DETAILS_MAX}
        />
        {problem ? (
          <p id={`${groupId}-problem`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <CancelAndSubmit
          pending={create.isPending}
          cancelLabel="Cancel"
          onCancel={onClose}
          submitLabel="Send Report"
          pendingLabel="Sending..."
          destructive
        />
      </form>
    </FormDialog>
  );
}
