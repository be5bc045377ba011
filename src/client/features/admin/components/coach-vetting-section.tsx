// The admins' coach review queue (docs/product/vetting.md): each profile as
// clients would see it, with photo and certifications; approve it, or reject
// it with a reason the coach receives by e-mail. Listed coaches can be unlisted
// the same way.
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { LISTING_REASON_MAX, VETTING_MESSAGES, type CoachListingStatus, type TVettingCoach } from '@shared/schemas/vetting';
import { NotesField } from '@/components/forms/notes-field';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormDialog } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { formatPrice } from '@/lib/bookings/format-booking';
import { errorMessage, errorText } from '@/lib/error-text';
import { useDecideVetting, useVettingQueue } from '../api/coach-vetting';
import { ErrorBlock, LoadingBlock, SectionHeader } from './query-state';
import { FormActions } from '@/components/ui/form-actions';
import { ProblemText } from '@/components/ui/field-error';
import { LISTING_LABELS } from '../lib/listing-status';

// The queue names the profiles under review by what they wait for.
const STATUS_LABELS: Record<CoachListingStatus, string> = { ...LISTING_LABELS, under_review: 'Waiting for review' };
const EMPTY_TEXT: Record<CoachListingStatus, string> = {
  under_review: 'No coach profiles waiting for review.',
  approved: 'No listed coaches.',
  rejected: 'No rejected profiles.',
  unlisted: 'No unlisted coaches.',
};

function ReasonDialog({ coach, decision, onClose }: { coach: TVettingCoach; decision: 'reject' | 'unlist'; onClose: () => void }) {
  const decide = useDecideVetting();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const name = `${coach.firstName} ${coach.lastName}`;
  function submit() {
    if (reason.trim().length < 10) return setProblem(VETTING_MESSAGES.reasonRequired);
    setProblem(null);
    decide.mutate(
      { coachId: coach.id, decision, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: decision === 'reject' ? 'Profile rejected' : 'Coach unlisted', description: `${name} has been told by e-mail.` });
          onClose();
        },
        // The reason stays in the box, so nothing typed is lost.
        onError: (error) => setProblem(errorMessage(error, 'Could not save the decision. Please try again.')),
      },
    );
  }
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !decide.isPending && onClose()}
      title={decision === 'reject' ? `Reject ${name}'s profile?` : `Unlist ${name}?`}
      description={
        decision === 'reject'
          ? 'The coach is e-mailed your reason and sees it on their dashboard. They can change their profile and send it back.'
          : 'The coach disappears from the directory and cannot be booked; sessions already booked stay. They are e-mailed your reason.'
      }
    >
      <NotesField label="Reason for the coach" value={reason} onChange={setReason} disabled={decide.isPending} max={LISTING_REASON_MAX} />
      <ProblemText>{problem}</ProblemText>
      <FormActions>
        <Button type="button" variant="outline" onClick={onClose} disabled={decide.isPending}>
          Go Back
        </Button>
        <Button type="button" variant="destructive" disabled={decide.isPending} onClick={submit}>
          {decide.isPending ? 'Saving...' : decision === 'reject' ? 'Reject and E-mail' : 'Unlist and E-mail'}
        </Button>
      </FormActions>
    </FormDialog>
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
  const decide = useDecideVetting();
  const [asking, setAsking] = useState<'reject' | 'unlist' | null>(null);
  const name = `${coach.firstName} ${coach.lastName}`;
  const approve = () =>
    decide.mutate(
      { coachId: coach.id, decision: 'approve' },
      {
        onSuccess: () => toast({ title: 'Coach approved', description: `${name} is now listed and has been told by e-mail.` }),
        onError: (error) => toast({ title: 'Could not approve', description: errorText(error), variant: 'destructive' }),
      },
    );
  return (
    <Card className="grid gap-4 p-5 sm:p-6" role="article" aria-label={`Coach profile: ${name}`}>
      <div className="flex flex-wrap items-start gap-4">
        <Avatar className="size-20">
          {coach.profileImage ? <AvatarImage src={coach.profileImage} alt={`Photo of ${name}`} /> : null}
          <AvatarFallback className="text-lg">{`${coach.firstName.charAt(0)}${coach.lastName.charAt(0)}`.toUpperCase()}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="break-words text-sm text-muted-foreground">{coach.email}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            {coach.profileImage ? 'Photo added' : 'No photo'} · {coach.planType === 'pro' ? 'Pro plan' : 'Free plan'}
            {coach.isActive ? '' : ' · account deactivated'}
          </p>
        </div>
        {coach.listingStatus === 'approved' ? (
          <Button asChild size="sm" variant="link" className="px-0">
            <Link href={`/coaches/${coach.id}`}>View public profile</Link>
          </Button>
        ) : null}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Certifications">{coach.certifications ?? 'None given'}</Detail>
        <Detail label="Specializations">{coach.specializations.length > 0 ? coach.specializations.join(', ') : 'None chosen'}</Detail>
        <Detail label="Rate">
          {formatPrice(coach.hourlyRate)} per {coach.sessionLength}-minute session
        </Detail>
        <Detail label="Time zone">{coach.timeZone}</Detail>
        {coach.businessName ? <Detail label="Practice name">{coach.businessName}</Detail> : null}
        {coach.socialLink ? <Detail label="Website or social link">{coach.socialLink}</Detail> : null}
      </dl>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">About</p>
        <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">{coach.bio || 'No bio.'}</p>
      </div>
      {coach.listingReason ? (
        <p className="rounded-lg bg-muted/60 p-3 text-sm break-words">
          <span className="font-medium">Reason given: </span>
          {coach.listingReason}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
        {coach.listingStatus === 'under_review' ? (
          <Button type="button" variant="outline" onClick={() => setAsking('reject')} disabled={decide.isPending}>
            Reject
          </Button>
        ) : null}
        {coach.listingStatus === 'approved' ? (
          <Button type="button" variant="outline" onClick={() => setAsking('unlist')}>
            Unlist
          </Button>
        ) : (
          <Button type="button" onClick={approve} disabled={decide.isPending}>
            {decide.isPending ? 'Approving...' : 'Approve'}
          </Button>
        )}
      </div>
      {asking ? <ReasonDialog coach={coach} decision={asking} onClose={() => setAsking(null)} /> : null}
    </Card>
  );
}

export function CoachVettingSection() {
  const [status, setStatus] = useState<CoachListingStatus>('under_review');
  const { data, isPending, error, refetch } = useVettingQueue(status);
  return (
    <section aria-labelledby="admin-vetting-heading">
      <SectionHeader
        title="Coach Review"
        description="New coach profiles wait here, longest waiting first. Only approved coaches are listed and can be booked."
      />
      <h3 id="admin-vetting-heading" className="sr-only">
        Coach profiles: {STATUS_LABELS[status]}
      </h3>
      <div className="mb-4 grid max-w-xs gap-1.5">
        <Label htmlFor="admin-vetting-status">Show</Label>
        <NativeSelect id="admin-vetting-status" value={status} onChange={(event) => setStatus(event.target.value as CoachListingStatus)}>
          {(Object.keys(STATUS_LABELS) as CoachListingStatus[]).map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {isPending ? <LoadingBlock label="Loading coach profiles" /> : null}
      {error ? <ErrorBlock title="Could not load coach profiles" error={error} onRetry={() => void refetch()} /> : null}
      {data && data.coaches.length === 0 ? (
        <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed bg-card px-6 py-8 text-center text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {EMPTY_TEXT[status]}
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
