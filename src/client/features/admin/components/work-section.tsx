// Work that gave up after its last attempt (an e-mail, a calendar write), with
// its last error and a Retry that makes it due at once with fresh attempts
// (docs/decisions/0087-one-work-queue.md, docs/product/admin.md).
import type { TDeadWork } from '@shared/schemas/work-queue';
import { DataTable, EmptyRow, HeadsWithAction, Td } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { browserTimeZone } from '@/lib/time-zones';
import { useDeadWork, useRetryDeadWork } from '../api/dead-work';
import { useAdminFormats } from '../lib/format';
import { workKindName } from '../lib/work-kinds';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';

function useKindName() {
  const t = useT(adminEn);
  return (kind: string) => workKindName(kind, t);
}

function RetryButton({ work, kindName }: { work: TDeadWork; kindName: string }) {
  const t = useT(adminEn);
  const retry = useRetryDeadWork();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={t('admin.work.retryLabel', { kind: kindName, id: String(work.id) })}
      // From the call's own promise, not mutate()'s callbacks: the row leaves
      // the list once it is read again, and TanStack Query skips the callbacks
      // of an unmounted row (the same trap as the vetting card's toast).
      onClick={() =>
        void retry.mutateAsync(work.id).then(
          () => toast({ title: t('admin.work.retried'), description: t('admin.work.retriedText', { kind: kindName }) }),
          (error: unknown) => toast({ title: t('admin.work.retryFailed'), description: errorText(error), variant: 'destructive' }),
        )
      }
    >
      {t('admin.work.retry')}
    </Button>
  );
}

function DeadWorkTable({ rows }: { rows: TDeadWork[] }) {
  const t = useT(adminEn);
  const kindName = useKindName();
  const translate = useTranslateSentence();
  const { dateTime } = useAdminFormats();
  const heads = [t('admin.work.col.kind'), t('admin.work.col.failedAt'), t('admin.work.col.attempts'), t('admin.work.col.lastError')];
  return (
    <DataTable caption={t('admin.work.caption')} stack head={<HeadsWithAction heads={heads} actionLabel={t('admin.col.action')} />}>
      {rows.length === 0 ? (
        <EmptyRow colSpan={heads.length + 1}>{t('admin.work.empty')}</EmptyRow>
      ) : (
        rows.map((work) => (
          <tr key={work.id}>
            <Td label={heads[0]} wrap>
              {kindName(work.kind)}
            </Td>
            <Td label={heads[1]}>{dateTime(work.failedAt ?? work.createdAt)}</Td>
            <Td label={heads[2]} className="tabular-nums">
              {work.attempts}
            </Td>
            <Td label={heads[3]} wrap className="min-w-48">
              {work.lastError ? translate(work.lastError) : t('admin.work.noError')}
            </Td>
            <Td>
              <RetryButton work={work} kindName={kindName(work.kind)} />
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

export function WorkSection() {
  const t = useT(adminEn);
  const { data, isPending, error, refetch } = useDeadWork();
  return (
    <AdminSection title={t('admin.section.work')} description={t('admin.work.description')} contentLabel={t('admin.work.contentLabel')}>
      {isPending ? <LoadingBlock label={t('admin.work.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin.work.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <>
          <p className="mb-3 text-sm text-muted-foreground">{t('admin.timesShownIn', { zone: browserTimeZone() })}</p>
          <DeadWorkTable rows={data} />
        </>
      ) : null}
    </AdminSection>
  );
}
