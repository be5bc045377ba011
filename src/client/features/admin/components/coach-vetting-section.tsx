// The admins' coach review queue (docs/product/vetting.md): each profile as
// clients would see it, with photo and certifications; approve it, or reject
// it with a reason the coach receives by e-mail. Listed coaches can be unlisted
// the same way.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LISTING_REASON_MAX, VETTING_MESSAGES, type CoachListingStatus, type TVettingCoach } from '@shared/schemas/vetting';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { adminVettingEn } from '@/i18n/catalogs/admin-vetting.en';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { errorMessage, errorText } from '@/lib/error-text';
import { useDecideVetting, useVettingQueue } from '../api/coach-vetting';
import { ErrorBlock, LoadingBlock, SectionHeader } from './query-state';
import { ReasonDialog } from './reason-dialog';

// The queue names the profiles under review by what they wait for
// (`admin-vetting.status.<status>`), and each list's emptiness (`admin-vetting.empty.<status>`).
const STATUSES: CoachListingStatus[] = ['under_review', 'approved', 'rejected', 'unlisted'];

function DecisionDialog({ coach, decision, onClose }: { coach: TVettingCoach; decision: 'reject' | 'unlist'; onClose: () => void }) {
  const t = useT(adminVettingEn);
  const decide = useDecideVetting();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${coach.firstName} ${coach.lastName}`;
  function submit() {
    if (reason.trim().length < 10) return setProblem(VETTING_MESSAGES.reasonRequired);
    setProblem(null);
    // As approve() in CoachCard: the dialog leaves with its card.
    void decide.mutateAsync({ coachId: coach.id, decision, reason: reason.trim() }).then(
      () => {
        toast({
          title: decision === 'reject' ? t('admin-vetting.rejected') : t('admin-vetting.unlisted'),
          description: t('admin-vetting.toldByEmail', { name }),
        });
        onClose();
      },
      // The reason stays in the box, so nothing typed is lost.
      (error: unknown) => setProblem(errorMessage(error, t('admin-vetting.saveFailed'))),
    );
  }
  return (
    <ReasonDialog
      title={decision === 'reject' ? t('admin-vetting.rejectTitle', { name }) : t('admin-vetting.unlistTitle', { name })}
      description={decision === 'reject' ? t('admin-vetting.rejectText') : t('admin-vetting.unlistText')}
      reasonLabel={t('admin-vetting.reasonLabel')}
      reasonMax={LISTING_REASON_MAX}
      reason={reason}
      onReasonChange={setReason}
      problem={problem}
      pending={decide.isPending}
      backText={t('admin-vetting.goBack')}
      actionText={
        decide.isPending
          ? t('admin-vetting.saving')
          : decision === 'reject'
            ? t('admin-vetting.rejectAndEmail')
            : t('admin-vetting.unlistAndEmail')
      }
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

function CoachCard({ coach }: { coach: TVettingCoach }) {
  const t = useT(adminVettingEn);
  const { price } = bookingFormats(useLocale());
  const decide = useDecideVetting();
  const [asking, setAsking] = useState<'reject' | 'unlist' | null>(null);
  const name = `${coach.firstName} ${coach.lastName}`;
  // From the call's own promise, not mutate()'s callbacks: TanStack Query
  // skips those once this card has unmounted, and the card leaves the page as
  // soon as the queue is read without it, which can come first (the decision's
  // own refetch, a filter change, the live stream's refresh).
  const approve = () =>
    void decide.mutateAsync({ coachId: coach.id, decision: 'approve' }).then(
      () => toast({ title: t('admin-vetting.approved'), description: t('admin-vetting.approvedText', { name }) }),
      (error: unknown) => toast({ title: t('admin-vetting.approveFailed'), description: errorText(error), variant: 'destructive' }),
    );
  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="article" aria-label={t('admin-vetting.cardLabel', { name })}>
      <div className="flex flex-wrap items-start gap-4">
        <Avatar className="size-20">
          {coach.profileImage ? <AvatarImage src={coach.profileImage} alt={t('admin-vetting.photoOf', { name })} /> : null}
          <AvatarFallback className="text-lg">{`${coach.firstName.charAt(0)}${coach.lastName.charAt(0)}`.toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="break-words text-sm text-muted-foreground">{coach.email}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {coach.profileImage ? t('admin-vetting.photoAdded') : t('admin-vetting.noPhoto')} ·{' '}
            {coach.planType === 'pro' ? t('admin-vetting.proPlan') : t('admin-vetting.freePlan')}
            {coach.isActive ? '' : ` · ${t('admin-vetting.deactivated')}`}
          </p>
        </div>
        {coach.listingStatus === 'approved' ? (
          <Button asChild size="sm" variant="link" className="px-0">
            <Link href={`/coaches/${coach.id}`}>{t('admin-vetting.viewProfile')}</Link>
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={t('admin-vetting.certifications')}>{coach.certifications ?? t('admin-vetting.noneGiven')}</Detail>
        <Detail label={t('admin-vetting.specializations')}>
          {coach.specializations.length > 0 ? coach.specializations.join(', ') : t('admin-vetting.noneChosen')}
        </Detail>
        <Detail label={t('admin-vetting.rate')}>
          {t('admin-vetting.rateText', { price: price(coach.hourlyRate), minutes: coach.sessionLength })}
        </Detail>
        <Detail label={t('admin-vetting.timeZone')}>{coach.timeZone}</Detail>
        {coach.businessName ? <Detail label={t('admin-vetting.practiceName')}>{coach.businessName}</Detail> : null}
        {coach.socialLink ? <Detail label={t('admin-vetting.socialLink')}>{coach.socialLink}</Detail> : null}
      </dl>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('admin-vetting.about')}</p>
        <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">{coach.bio || t('admin-vetting.noBio')}</p>
      </div>
      {coach.listingReason ? (
        <p className="rounded-lg bg-muted/60 p-3 text-sm break-words">
          <span className="font-medium">{t('admin-vetting.reasonGiven')} </span>
          {coach.listingReason}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        {coach.listingStatus === 'under_review' ? (
          <Button type="button" variant="outline" onClick={() => setAsking('reject')} disabled={decide.isPending}>
            {t('admin-vetting.reject')}
          </Button>
        ) : null}
        {coach.listingStatus === 'approved' ? (
          <Button type="button" variant="outline" onClick={() => setAsking('unlist')}>
            {t('admin-vetting.unlist')}
          </Button>
        ) : (
          <Button type="button" onClick={approve} disabled={decide.isPending}>
            {decide.isPending ? t('admin-vetting.approving') : t('admin-vetting.approve')}
          </Button>
        )}
      </div>
      {asking ? <DecisionDialog coach={coach} decision={asking} onClose={() => setAsking(null)} /> : null}
    </Card>
  );
}

export function CoachVettingSection() {
  const t = useT(adminVettingEn);
  const tAdmin = useT(adminEn);
  const [status, setStatus] = useState<CoachListingStatus>('under_review');
  const { data, isPending, error, refetch } = useVettingQueue(status);
  return (
    <section aria-labelledby="admin-vetting-heading">
      <SectionHeader title={tAdmin('admin.section.coach-review')} description={t('admin-vetting.description')} />
      <h3 id="admin-vetting-heading" className="sr-only">
        {t('admin-vetting.profilesHeading', { status: t(`admin-vetting.status.${status}`) })}
      </h3>
      <div className="mb-4 grid max-w-xs gap-1.5">
        <Label htmlFor="admin-vetting-status">{t('admin-vetting.show')}</Label>
        <NativeSelect id="admin-vetting-status" value={status} onChange={(event) => setStatus(event.target.value as CoachListingStatus)}>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin-vetting.status.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isPending ? <LoadingBlock label={t('admin-vetting.loading')} /> : null}
      {error ? <ErrorBlock title={t('admin-vetting.error')} error={error} onRetry={() => void refetch()} /> : null}
      {data && data.coaches.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t(`admin-vetting.empty.${status}`)}
        </p>
      ) : null}
      {data && data.coaches.length > 0 ? (
        <div className="grid gap-4">
          {data.coaches.map((coach) => (
            <CoachCard key={coach.id} coach={coach} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
