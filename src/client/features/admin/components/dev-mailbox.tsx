// The development mailbox (docs/product/emails-and-jobs.md#development-mailbox): without SMTP, e-mails stay in the
// outbox and are listed here so a developer can read what users would get.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDevMailbox } from '../api/get-dev-mailbox';
import { ErrorBlock, LoadingBlock } from './query-state';

export function DevMailbox() {
  const { data, isPending, error, refetch, isFetching } = useDevMailbox(true);
  return (
    <section aria-labelledby="dev-mailbox-heading" className="mt-8 grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id="dev-mailbox-heading" className="text-lg font-semibold">
            Development mailbox
          </h3>
          <p className="text-sm text-muted-foreground">The latest 50 e-mails in the outbox. Never shown in production.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          Refresh
        </Button>
      </div>
      {isPending ? <LoadingBlock label="Loading e-mails" /> : null}
      {error ? <ErrorBlock title="Could not load the mailbox" error={error} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? <p className="text-sm text-muted-foreground">No e-mails yet.</p> : null}
      {data?.map((message) => (
        <Card key={message.id} className="p-4" data-testid="mailbox-message">
          <details>
            <summary className="cursor-pointer list-none">
              <span className="block font-medium break-words">{message.subject}</span>
              <span className="block text-sm text-muted-foreground break-all">
                To {message.to} · {new Date(message.createdAt).toLocaleString()} · {message.status}
                {message.hasInvite ? ' · calendar invitation attached' : ''}
              </span>
            </summary>
            {message.html ? (
              // sandbox="" runs no script and reaches nothing of this page: the HTML is user content.
              <iframe
                title={`HTML of “${message.subject}”`}
                sandbox=""
                srcDoc={message.html}
                className="mt-3 h-96 w-full rounded-md border bg-white"
              />
            ) : null}
            <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">{message.text}</pre>
          </details>
        </Card>
      ))}
    </section>
  );
}
