import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { errorMessage } from '@/lib/error-text';
import { useSetBlocked } from '../api/set-blocked';

// The coach's block of the conversation's client: asked once, undone in one click.
export function BlockClientButton({
  conversationId,
  clientName,
  blocked,
}: {
  conversationId: number;
  clientName: string;
  blocked: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const change = useSetBlocked();
  if (blocked) {
    return (
      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate({ conversationId, blocked: false })}>
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        Block
      </Button>
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Block ${clientName}?`}
        description={
          <>
            <p>They will not be able to message you or book new sessions with you. Sessions already booked stay as they are.</p>
            <p>You can unblock them here at any time.</p>
            {change.error && <p className="text-destructive">{errorMessage(change.error, 'That did not work. Please try again.')}</p>}
          </>
        }
        cancelLabel="Cancel"
        actionLabel="Block"
        pendingLabel="Blocking…"
        pending={change.isPending}
        destructive
        onConfirm={() => change.mutate({ conversationId, blocked: true }, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
