import { NotesField } from '@/components/forms/notes-field';
import { Button } from '@/components/ui/button';
import { FormActions } from '@/components/ui/form-actions';
import { FormDialog } from '@/components/ui/form-dialog';
import { ProblemText } from '@/components/ui/field-error';

type ReasonDialogProps = {
  title: string;
  description: string;
  reasonLabel: string;
  reasonMax: number;
  reason: string;
  onReasonChange: (reason: string) => void;
  problem: string | null;
  pending: boolean;
  backText: string;
  actionText: string;
  onSubmit: () => void;
  onClose: () => void;
};

// An admin's decision that needs a reason (rejecting a coach, refunding a
// purchase): the reason, what went wrong, and the destructive button. The
// dialog stays while the decision is being saved.
export function ReasonDialog(props: ReasonDialogProps) {
  const { pending, onClose } = props;
  return (
    <FormDialog open onOpenChange={(open) => !open && !pending && onClose()} title={props.title} description={props.description}>
      <NotesField label={props.reasonLabel} value={props.reason} onChange={props.onReasonChange} disabled={pending} max={props.reasonMax} />
      <ProblemText>{props.problem}</ProblemText>
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
          {props.backText}
        </Button>
        <Button type="button" variant="destructive" disabled={pending} onClick={props.onSubmit}>
          {props.actionText}
        </Button>
      </FormActions>
    </FormDialog>
  );
}
