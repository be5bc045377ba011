// The reports queue (docs/product/reports.md): open reports oldest first, each with what was
// reported as it is now, who reported it, the reason and the reporter's own words (always shown
// as text). Hide the review, deactivate the user, or dismiss; resolved reports say who decided
// what and when, and a hidden review can be put back.
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { REPORT_REASON_LABELS, type TAdminReport, type TReportAction, type TReportQueueStatus } from '@shared/schemas/reports';
import { Pager } from '@/components/pager';
import { StarRating } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmAlertDialog } from '@/components/ui/confirm-alert-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { browserTimeZone } from '@/lib/time-zones';
import { cn } from '@/lib/utils';
import { useAdminReports, useResolveReport, useRestoreReview } from '../api/reports';
import { capitalize, formatDateTime } from '../lib/format';
import { AdminSection, ErrorBlock, LoadingBlock } from './query-state';
import { ActiveBadge } from './status-badges';

const RESOLUTION_TEXT = {
  review_hidden: 'Review hidden',
  user_deactivated: 'User deactivated',
  dismissed: 'Dismissed',
} as const;

const ACTION_TEXT: Record<TReportAction, { title: string; description: string; label: string; pending: string; done: string }> = {
  'hide-review': {
    title: 'Hide this review?',
    description:
      'It disappears from the coach’s profile at once, and the coach’s rating and review count no longer include it. You can restore it later.',
    label: 'Hide Review',
    pending: 'Hiding...',
    done: 'The review is hidden.',
  },
  'deactivate-user': {
    title: 'Deactivate this user?',
    description:
      'They are signed out everywhere and cannot sign in again; a coach also leaves the directory. You can reactivate them from Users.',
    label: 'Deactivate User',
    pending: 'Deactivating...',
    done: 'The user is deactivated.',
  },
  dismiss: {
    title: 'Dismiss this report?',
    description: 'Nothing changes for the review or the person reported; the report moves to Resolved.',
    label: 'Dismiss',
    pending: 'Dismissing...',
    done: 'The report is dismissed.',
  },
};

function ReportedReview({ review }: { review: NonNullable<TAdminReport['review']> }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.hidden ? <Badge className="border-red-200 bg-red-50 text-red-800">Hidden</Badge> : null}
      </div>
      <p className="whitespace-pre-line break-words">{review.comment ?? 'No comment, rating only.'}</p>
      <p className="text-xs text-muted-foreground">
        By {review.authorName} on{' '}
        <Link href={`/coaches/${review.coachId}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {review.coachName}’s profile
        </Link>{' '}
        · {formatDateTime(review.createdAt)}
      </p>
    </div>
  );
}

function ReportedUser({ user }: { user: NonNullable<TAdminReport['user']> }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link href={`/admin/users/${user.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {user.name}
        </Link>
        <Badge className="border-gray-200 bg-gray-100 text-gray-800">{capitalize(user.role)}</Badge>
        <ActiveBadge isActive={user.isActive} />
      </p>
      <p className="break-all text-muted-foreground">{user.email}</p>
    </div>
  );
}

// The message as written (shown as text, never as markup), its author and the conversation's two parties.
function ReportedMessage({ message }: { message: NonNullable<TAdminReport['message']> }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
      <p className="whitespace-pre-line break-words [overflow-wrap:anywhere]">{message.body}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>
          Written by{' '}
          <Link href={`/admin/users/${message.author.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {message.author.name}
          </Link>{' '}
          ({message.author.role}) · {formatDateTime(message.createdAt)}
        </span>
        <ActiveBadge isActive={message.author.isActive} />
      </p>
      <p className="text-xs text-muted-foreground">
        Conversation between {message.client.name} (client) and {message.coach.name} (coach)
      </p>
    </div>
  );
}

function ReportCard({ report }: { report: TAdminReport }) {
  const resolve = useResolveReport();
  const restore = useRestoreReview();
  const [asking, setAsking] = useState<TReportAction | null>(null);
  const what = report.kind === 'review' ? 'Review' : report.kind === 'user' ? 'User' : 'Message';
  const actions: TReportAction[] = [
    report.review ? 'hide-review' : null,
    report.user || report.message ? 'deactivate-user' : null,
    'dismiss',
  ].filter((action): action is TReportAction => action !== null);
  const asked = asking ? ACTION_TEXT[asking] : null;

  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="article" aria-label={`Report of a ${report.kind} by ${report.reporter.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {REPORT_REASON_LABELS[report.reason]}
            <Badge className="border-gray-200 bg-gray-100 text-gray-800">{what}</Badge>
          </h3>
          <p className="text-sm text-muted-foreground">
            Reported by {report.reporter.name} ({report.reporter.role}) · {formatDateTime(report.createdAt)}
          </p>
        </div>
      </div>
      {report.review ? <ReportedReview review={report.review} /> : null}
      {report.user ? <ReportedUser user={report.user} /> : null}
      {report.message ? <ReportedMessage message={report.message} /> : null}
      <div className="grid gap-1 text-sm">
        <p className="font-medium">Details from the reporter</p>
        <p className={cn('whitespace-pre-line break-words', !report.details && 'text-muted-foreground')}>
          {report.details ?? 'None given.'}
        </p>
      </div>
      {report.resolution && report.resolvedAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-sm">
          <p>
            <span className="font-medium">{RESOLUTION_TEXT[report.resolution]}</span>
            {report.resolvedByName ? ` by ${report.resolvedByName}` : ''} · {formatDateTime(report.resolvedAt)}
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
                  onSuccess: () => toast({ title: 'Review restored', description: 'It is back on the profile and in the rating.' }),
                  onError: (error) =>
                    toast({ title: 'Could not restore the review', description: errorText(error), variant: 'destructive' }),
                })
              }
            >
              {restore.isPending ? 'Restoring...' : 'Restore Review'}
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
              {ACTION_TEXT[action].label}
            </Button>
          ))}
        </div>
      )}
      {asking && asked ? (
        <ConfirmAlertDialog
          open
          onOpenChange={(open) => !open && !resolve.isPending && setAsking(null)}
          title={asked.title}
          description={asked.description}
          cancelLabel="Go Back"
          actionLabel={asked.label}
          pending={resolve.isPending}
          pendingLabel={asked.pending}
          destructive={asking !== 'dismiss'}
          onConfirm={() =>
            resolve.mutate(
              { reportId: report.id, action: asking },
              {
                onSuccess: () => {
                  toast({ title: 'Report resolved', description: asked.done });
                  setAsking(null);
                },
                onError: (error) => {
                  toast({ title: 'Could not resolve the report', description: errorText(error), variant: 'destructive' });
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
  const [status, setStatus] = useState<TReportQueueStatus>('open');
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useAdminReports({ status, page });

  return (
    <AdminSection
      title="Reports"
      description={`Reviews, people and messages reported by clients and coaches. Open reports oldest first. Times shown in ${browserTimeZone()}.`}
      contentLabel="Report list"
    >
      <div className="mb-4 inline-flex rounded-lg bg-muted p-1" role="group" aria-label="Which reports">
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
            {capitalize(value)}
          </Button>
        ))}
      </div>
      {isPending ? <LoadingBlock label="Loading reports" /> : null}
      {error ? <ErrorBlock title="Could not load the reports" error={error} onRetry={() => void refetch()} /> : null}
      {data && data.reports.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <Flag aria-hidden="true" className="size-4" />
          {status === 'open' ? 'No open reports. All clear.' : 'No resolved reports yet.'}
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
            noun={{ one: 'report', many: 'reports' }}
            onPage={setPage}
          />
        </div>
      ) : null}
    </AdminSection>
  );
}
