import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { errorMessage } from '@/lib/error-text';
import { useSetBlocked } from '../api/set-blocked';
import { messagesEn } from '@/i18n/catalogs/messages.en';
import { useT } from '@/lib/i18n/i18n-context';

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
  const t = useT(messagesEn);
  if (blocked) {
    return (
      <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => change.mutate({ conversationId, blocked: false })}>
        {t('messages.unblock')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        {t('messages.block')}
      </Button>
      <ConfirmAlertDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('messages.blockTitle', { name: clientName })}
        description={
          <>
            <p>{t('messages.blockText')}</p>
            <p>{t('messages.unblockLater')}</p>
            {change.error && <p className="text-destructive">{errorMessage(change.error, t('messages.blockFailed'))}</p>}
          </>
        }
        cancelLabel={t('messages.cancel')}
        actionLabel={t('messages.block')}
        pendingLabel={t('messages.blocking')}
        pending={change.isPending}
        destructive
        onConfirm={() => change.mutate({ conversationId, blocked: true }, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
