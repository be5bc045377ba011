import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { TProgram, TWaitlistEntry } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { CardPurchaseForm } from '@/components/card-form/card-purchase-form';
import { stripePublishableKey, useCardEntry } from '@/components/card-form/use-card-entry';
import { toast } from '@/components/ui/use-toast';
import { usePublicConfig } from '@/lib/get-public-config';
import { errorMessage } from '@/lib/error-text';
import { useAuth } from '@/lib/session/auth-context';
import { useBuySeat, useMySeats } from '../api/buy-seat';
import { useJoinWaitlist, useLeaveWaitlist, useWaitlistPlace } from '../api/waitlist';
import { useProgramLabels } from '../lib/program-labels';

// The card form of test mode, Stripe Elements when the server runs with
// Stripe: the same card entry as a package's purchase (features/packages/components/package-offers.tsx).
function SeatCheckout({ program, label, onDone }: { program: TProgram; label: string; onDone: () => void }) {
  const labels = useProgramLabels();
  const { t } = labels;
  const buy = useBuySeat(String(program.id));
  const stripeKey = stripePublishableKey(usePublicConfig().data);
  const entry = useCardEntry(stripeKey);
  const submit = () => {
    const method = entry.paymentMethod();
    if (!method) return;
    buy.mutate(method, {
      onSuccess: () => {
        toast({ title: t('programs.seatBooked'), description: t('programs.seatBookedDetail', { title: program.title }) });
        onDone();
      },
    });
  };
  return (
    <CardPurchaseForm
      className="mt-4"
      label={label}
      fields={entry.fields}
      pending={buy.isPending}
      problem={buy.error ? errorMessage(buy.error, t('programs.paymentFailed')) : null}
      payText={t('programs.pay', { price: labels.price(program.price) })}
      onPay={submit}
    />
  );
}

function WaitlistPlace({ program, place }: { program: TProgram; place: TWaitlistEntry }) {
  const labels = useProgramLabels();
  const { t } = labels;
  const leave = useLeaveWaitlist(String(program.id));
  const [claiming, setClaiming] = useState(false);
  const offered = place.status === 'offered';
  return (
    <div className="grid gap-3">
      {offered ? (
        <p className="font-medium">
          {place.offerExpiresAt
            ? t('programs.offerHeldUntil', {
                date: labels.meetingDate(place.offerExpiresAt),
                time: labels.meetingTime(place.offerExpiresAt),
              })
            : t('programs.offerHeld')}
        </p>
      ) : (
        <p className="font-medium">
          {place.position !== null ? t('programs.waitingNumber', { position: place.position }) : t('programs.waiting')}
        </p>
      )}
      {offered &&
        (claiming ? (
          <SeatCheckout program={program} label={t('programs.claimForm')} onDone={() => setClaiming(false)} />
        ) : (
          <Button type="button" onClick={() => setClaiming(true)}>
            {t('programs.claim')}
          </Button>
        ))}
      <Button type="button" variant="outline" disabled={leave.isPending} onClick={() => leave.mutate()}>
        {t('programs.leave')}
      </Button>
      {leave.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(leave.error, t('programs.leaveFailed'))}
        </p>
      )}
    </div>
  );
}

function ClientActions({ program }: { program: TProgram }) {
  const id = String(program.id);
  const { t } = useProgramLabels();
  const seats = useMySeats(true);
  const place = useWaitlistPlace(id, true);
  const join = useJoinWaitlist(id);
  const [buying, setBuying] = useState(false);
  const seat = seats.data?.find((s) => s.programId === program.id && s.status === 'active');
  if (seats.isPending || place.isPending) return <p className="text-sm text-muted-foreground">{t('programs.loading')}</p>;
  if (seat)
    return (
      <div className="grid gap-2">
        <p className="font-medium">{t('programs.haveSeat')}</p>
        {seat.roomUrl ? (
          <a href={seat.roomUrl} className="text-primary underline" target="_blank" rel="noreferrer">
            {t('programs.openRoom')}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">{t('programs.roomLater')}</p>
        )}
      </div>
    );
  const entry = place.data;
  if (entry && (entry.status === 'waiting' || entry.status === 'offered')) return <WaitlistPlace program={program} place={entry} />;
  if (program.seatsLeft > 0)
    return buying ? (
      <SeatCheckout program={program} label={t('programs.buy')} onDone={() => setBuying(false)} />
    ) : (
      <Button type="button" size="lg" onClick={() => setBuying(true)}>
        {t('programs.buy')}
      </Button>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t('programs.fullJoin')}</p>
      <Button type="button" disabled={join.isPending} onClick={() => join.mutate()}>
        {t('programs.join')}
      </Button>
      {join.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(join.error, t('programs.joinFailed'))}
        </p>
      )}
    </div>
  );
}

// What the viewer can do: a client buys a seat, waits or claims an offered
// seat; a visitor is asked to sign in and comes back here; a coach or admin only reads.
export function SeatPanel({ program }: { program: TProgram }) {
  const { user, isLoading } = useAuth();
  const { t } = useProgramLabels();
  const [location] = useLocation();
  if (program.status !== 'published') {
    return <p className="font-medium">{program.status === 'cancelled' ? t('programs.cancelled') : t('programs.notOpen')}</p>;
  }
  if (isLoading) return null;
  if (!user)
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {program.seatsLeft === 0 ? t('programs.signInToBuyOrWait') : t('programs.signInToBuy')}
        </p>
        <Button asChild size="lg">
          <Link href={`/auth?returnTo=${encodeURIComponent(location)}`}>{t('programs.signIn')}</Link>
        </Button>
      </div>
    );
  if (user.role !== 'client') return <p className="text-sm text-muted-foreground">{t('programs.clientsOnly')}</p>;
  return <ClientActions program={program} />;
}
