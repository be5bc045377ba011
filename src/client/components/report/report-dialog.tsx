// "Report" and its dialog: a reason (one of four) and optional details, sent to the admins'
// reports queue (docs/product/reports.md). Bad input keeps what was typed; a second report of
// the same thing is told so plainly. The dialog's form loads on the first press.
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/session/auth-context';
import { reportEn } from '@/i18n/catalogs/report.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import type { ReportTarget } from './report-target';

const ReportDialog = lazy(async () => ({ default: (await import('./report-dialog-form')).ReportDialog }));

type ReportButtonProps = {
  target: ReportTarget;
  // What is reported, for the button's accessible name and the dialog's title: "this review", "Elena Marsh".
  subject: string;
  label?: string;
  className?: string;
};

export function ReportButton({ target, subject, label, className }: ReportButtonProps) {
  const t = useT(reportEn);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={t('report.buttonLabel', { subject })}
        className={cn('h-8 px-2 text-muted-foreground', className)}
        onClick={() => setOpen(true)}
      >
        <Flag aria-hidden="true" />
        {label ?? t('report.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

// Who may report: a signed-in client or coach (admins act on reports instead). Null on the
// server and until the session is known, so the rendered page and the first render agree.
export function useReporter() {
  const { user } = useAuth();
  return user && (user.role === 'client' || user.role === 'coach') ? user : null;
}
