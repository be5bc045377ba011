// The reports queue (docs/product/reports.md): open reports oldest first, each with what was
// reported as it is now, who reported it, the reason and the reporter's own words (always shown
// as text). Hide the review, deactivate the user, or dismiss; resolved reports say who decided
// what and when, and a hidden review can be put back.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { TAdminReport, TReportAction, TReportQueueStatus } from '@shared/schemas/reports';
import { Pager } from '@/components/pager';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { adminCasesEn } from '@/i18n/catalogs/admin-cases.en';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n-context';
import { browserTimeZone } from '@/lib/time-zones';
import { cn } from '@/lib/utils';
import { useAdminReports, useResolveReport, useRestoreReview } from '../api/reports';
import { useAdminFormats } from '../lib/format';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { ActiveBadge } from './status-badges';

// Each action's confirmation texts are `admin-cases.<action>.title`, `.description`,
// `.label` (its button), `.pending` and `.done` (the toast).
const actionText = (action: TReportAction, part: 'title' | 'description' | 'label' | 'pending' | 'done') =>
  `admin-cases.${action}.${part}` as const;

function ReportedReview({ review }: { review: NonNullable<TAdminReport['review']> }) {
  const t = useT(adminCasesEn);
  const { dateTime } = useAdminFormats();
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.hidden ? <Badge className="border-red-200 bg-red-50 text-red-800">{t('admin-cases.hidden')}</Badge> : null}
      </div>
      <p className="whitespace-pre-line break-words">{review.comment ?? t('admin-cases.noComment')}</p>
      <p className="text-xs text-muted-foreground">
        {t('admin-cases.reviewBy', { author: review.authorName })}{' '}
        <Link href={`/coaches/${review.coachId}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('admin-cases.coachProfile', { coach: review.coachName })}
        </Link>{' '}
        · {dateTime(review.createdAt)}
      </p>
    </div>
  );
}

function ReportedUser({ user }: { user: NonNullable<TAdminReport['user']> }) {
  const tAdmin = useT(adminEn);
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link href={`/admin/users/${user.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {user.name}
        </Link>
        <Badge className="border-gray-200 bg-gray-100 text-gray-800">{tAdmin(`admin.role.${user.role}`)}</Badge>
        <ActiveBadge isActive={user.isActive} />
      </p>
      <p className="break-all text-muted-foreground">{user.email}</p>
    </div>
  );
}

// The message as written (shown as text, never as markup), its author and the conversation's two parties.
function ReportedMessage({ message }: { message: NonNullable<TAdminReport['message']> }) {
  const t = useT(adminCasesEn);
  const tAdmin = useT(adminEn);
  const { dateTime } = useAdminFormats();
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="whitespace-pre-line break-words [overflow-wrap:anywhere]">{message.body}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          {t('admin-cases.writtenBy')}{' '}
          <Link href={`/admin/users/${message.author.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {message.author.name}
          </Link>{' '}
          ({tAdmin('admin.roleWord', { role: message.author.role })}) · {dateTime(message.createdAt)}
        </span>
        <ActiveBadge isActive={message.author.isActive} />
      </p>
      <p className="text-xs text-muted-foreground">
        {t('admin-cases.conversation', { client: message.client.name, coach: message.coach.name })}
      </p>
    </div>
  );
}

function ReportCard({ report }: { report: TAdminReport }) {
  const t = useT(adminCasesEn);
  const tAdmin = useT(adminEn);
  const { dateTime } = useAdminFormats();
  const resolve = useResolveReport();
  const restore = useRestoreReview();
  const [asking, setAsking] = useState<TReportAction | null>(null);
  const actions: TReportAction[] = [
    report.review ? 'hide-review' : null,
    report.user || report.message ? 'deactivate-user' : null,
    'dismiss',
  ].filter((action): action is TReportAction => action !== null);

  return (
    <Card
      className="grid gap-4 p-5 sm:p-6"
      role="article"
      aria-label={t('admin-cases.cardLabel', { kind: report.kind, name: report.reporter.name })}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {t(`admin-cases.reason.${report.reason}`)}
            <Badge className="border-gray-200 bg-gray-100 text-gray-800">{t(`admin-cases.kind.${report.kind}`)}</Badge>
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('admin-cases.reportedBy', {
              name: report.reporter.name,
              role: tAdmin('admin.roleWord', { role: report.reporter.role }),
              date: dateTime(report.createdAt),
            })}
          </p>
        </div>
      </div>
      {report.review ? <ReportedReview review={report.review} /> : null}
      {report.user ? <ReportedUser user={report.user} /> : null}
      {report.message ? <ReportedMessage message={report.message} /> : null}
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t('admin-cases.details')}</p>
        <p className={cn('whitespace-pre-line break-words', !report.details && 'text-muted-foreground')}>
          {report.details ?? t('admin-cases.noneGiven')}
        </p>
      </div>
      {report.resolution && report.resolvedAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-sm">
          <p>
            <span className="font-medium">{t(`admin-cases.resolution.${report.resolution}`)}</span>
            {report.resolvedByName ? ` ${t('admin-cases.resolvedBy', { name: report.resolvedByName })}` : ''} ·{' '}
            {dateTime(report.resolvedAt)}
          </p>
          {report.review?.hidden ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={restore.isPending}
              onClick={() =>
                report.review &&
                restore.mutate(report.review.id, {
                  onSuccess: () => toast({ title: t('admin-cases.restored'), description: t('admin-cases.restoredText') }),
                  onError: (error) =>
                    toast({ title: t('admin-cases.restoreFailed'), description: errorText(error), variant: 'destructive' }),
                })
              }
            >
              {restore.isPending ? t('admin-cases.restoring') : t('admin-cases.restore')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          {actions.map((action) => (
            <Button
              key={action}
              type="button"
              variant={action === 'dismiss' ? 'outline' : 'destructive'}
              disabled={resolve.isPending}
              onClick={() => setAsking(action)}
            >
              {t(actionText(action, 'label'))}
            </Button>
          ))}
        </div>
      )}
      {asking ? (
        <ConfirmAlertDialog
          open
          onOpenChange={(open) => !open && !resolve.isPending && setAsking(null)}
          title={t(actionText(asking, 'title'))}
          description={t(actionText(asking, 'description'))}
          cancelLabel={t('admin-cases.goBack')}
          actionLabel={t(actionText(asking, 'label'))}
          pending={resolve.isPending}
          pendingLabel={t(actionText(asking, 'pending'))}
          destructive={asking !== 'dismiss'}
          onConfirm={() =>
            resolve.mutate(
              { reportId: report.id, action: asking },
              {
                onSuccess: () => {
                  toast({ title: t('admin-cases.resolved'), description: t(actionText(asking, 'done')) });
                  setAsking(null);
                },
                onError: (error) => {
                  toast({ title: t('admin-cases.resolveFailed'), description: errorText(error), variant: 'destructive' });
                  setAsking(null);
                },
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}

export function ReportsSection() {
  const t = useT(adminCasesEn);
  const tAdmin = useT(adminEn);
  const [status, setStatus] = useState<TReportQueueStatus>('open');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useAdminReports({ status, page });

  return (
    <AdminSection
      title={tAdmin('admin.section.reports')}
      description={t('admin-cases.reports.description', { zone: browserTimeZone() })}
      contentLabel={t('admin-cases.reports.listLabel')}
    >
      <div className="mb-4 inline-flex rounded-lg bg-muted p-1" role="group" aria-label={t('admin-cases.reports.which')}>
        {(['open', 'resolved'] as const).map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant="ghost"
            aria-pressed={status === value}
            className={cn('h-8', status === value && 'bg-card shadow-sm hover:bg-card')}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {value === 'open' ? t('admin-cases.reports.open') : t('admin-cases.reports.resolvedTab')}
          </Button>
        ))}
      </div>
      {isPending ? <LoadingBlock label={t('admin-cases.reports.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin-cases.reports.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data && data.reports.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <Flag aria-hidden="true" className="size-4" />
          {status === 'open' ? t('admin-cases.reports.emptyOpen') : t('admin-cases.reports.emptyResolved')}
        </p>
      ) : null}
      {data && data.reports.length > 0 ? (
        <div aria-busy={isFetching}>
          <div className="grid gap-4">
            {data.reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
          <Pager
            page={data.page}
            totalPages={data.totalPages}
            total={data.total}
            noun={{ one: t('admin-cases.reports.one'), many: t('admin-cases.reports.many') }}
            onPage={setPage}
          />
        </div>
      ) : null}
    </AdminSection>
  );
}
