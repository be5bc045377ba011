// The form behind every no-show action: what happened, in the party's own words (both statements
// go to an admin if the case is disputed: docs/product/no-shows.md).
import { useState, type ReactNode } from 'react';
import { STATEMENT_MAX, STATEMENT_MIN } from '@shared/domain/no-shows';
import { NotesField } from '@/components/forms/notes-field';
import { FormDialog } from '@/components/ui/form-dialog';
import { CancelAndSubmit } from '@/components/ui/form-actions';
import { noShowEn } from '@/i18n/catalogs/no-show.en';
import { useT } from '@/lib/i18n/i18n-context';

type StatementDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  intro: ReactNode;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onSubmit: (statement: string) => void;
};

export function StatementDialog(props: StatementDialogProps) {
  const { open, onOpenChange, title, intro, label, submitLabel, pendingLabel, pending, destructive, onSubmit } = props;
  const t = useT(noShowEn);
  const [statement, setStatement] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = statement.trim().length < STATEMENT_MIN;
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!tooShort) onSubmit(statement.trim());
        }}
      >
        <div className="grid gap-2 text-sm text-muted-foreground">{intro}</div>
        <NotesField label={label} value={statement} onChange={setStatement} disabled={pending} max={STATEMENT_MAX} />
        {tried && tooShort ? (
          <p role="alert" className="-mt-2 text-sm text-destructive">
            {t('no-show.statementMin', { min: STATEMENT_MIN })}
          </p>
        ) : null}
        <CancelAndSubmit
          pending={pending}
          cancelLabel={t('no-show.goBack')}
          onCancel={() => onOpenChange(false)}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          destructive={destructive}
        />
      </form>
    </FormDialog>
  );
}
