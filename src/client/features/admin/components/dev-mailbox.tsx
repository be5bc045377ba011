// The development mailbox (docs/product/emails-and-jobs.md#development-mailbox): without SMTP, e-mails stay in the
// outbox and are listed here so a developer can read what users would get.
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { INTL_TAG } from '@shared/i18n/locales';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { useDevMailbox } from '../api/get-dev-mailbox';
import { ErrorBlock, LoadingBlock } from './query-state';

export function DevMailbox() {
  const t = useT(adminEn);
  const locale = useLocale();
  // English keeps the browser's own date format, as before the catalogs.
  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'en' ? undefined : INTL_TAG[locale]);
  const { data, isPending, error, refetch, isFetching } = useDevMailbox(true);
  return (
    <section aria-labelledby="dev-mailbox-heading" className="mt-8 grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id="dev-mailbox-heading" className="text-lg font-semibold">
            {t('admin.mailbox.heading')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('admin.mailbox.intro')}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          {t('admin.mailbox.refresh')}
        </Button>
      </div>
      {isPending ? <LoadingBlock label={t('admin.mailbox.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.mailbox.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data && data.length === 0 ? <p className="text-sm text-muted-foreground">{t('admin.mailbox.empty')}</p> : null}
      {data?.map((message) => (
        <Card key={message.id} className="p-4" data-testid="mailbox-message">
          <details>
            <summary className="cursor-pointer list-none">
              <span className="block font-medium break-words">{message.subject}</span>
              <span className="block text-sm text-muted-foreground break-all">
                {t('admin.mailbox.line', { to: message.to, date: when(message.createdAt), status: message.status })}
                {message.hasInvite ? t('admin.mailbox.invite') : ''}
              </span>
            </summary>
            {message.html ? (
              // sandbox="" runs no script and reaches nothing of this page: the HTML is user content.
              <iframe
                title={t('admin.mailbox.htmlOf', { subject: message.subject })}
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
