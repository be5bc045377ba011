import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatDollars } from '@shared/domain/money';
import type { TProgram, TWaitlistEntry } from '@shared/schemas/programs';
import { Button } from '@/components/ui/button';
import { CardFields } from '@/components/card-form/card-fields';
import { stripePublishableKey, useCardEntry } from '@/components/card-form/use-card-entry';
import { toast } from '@/components/ui/use-toast';
import { usePublicConfig } from '@/lib/get-public-config';
import { errorMessage } from '@/lib/error-text';
import { useAuth } from '@/lib/session/auth-context';
import { useBuySeat, useJoinWaitlist, useLeaveWaitlist, useMySeats, useWaitlistPlace } from '@/lib/programs/programs-api';
import { meetingDate, meetingTime } from '@/lib/programs/meeting-labels';

// The card form of test mode, Stripe Elements when the server runs with
// Stripe: the same card entry as a package's purchase (package-offers.tsx).
function SeatCheckout({ program, label, onDone }: { program: TProgram; label: string; onDone: () => void }) {
  const buy = useBuySeat(String(program.id));
  const stripeKey = stripePublishableKey(usePublicConfig().data);
  const entry = useCardEntry(stripeKey);
  const submit = () => {
    if (!entry.validate()) return;
    if (stripeKey && !entry.stripeConfirm) return;
    const method =
      stripeKey && entry.stripeConfirm
        ? { kind: 'stripe' as const, confirm: entry.stripeConfirm }
        : { kind: 'test' as const, card: entry.card };
    buy.mutate(method, {
      onSuccess: () => {
        toast({ title: 'Seat booked', description: `Your seat in ${program.title} is booked. The invitation is on its way by e-mail.` });
        onDone();
      },
    });
  };
  return (
    <form
      noValidate
      className="mt-4 grid gap-3"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <CardFields {...entry.fields} disabled={buy.isPending} />
      {buy.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(buy.error, 'The payment did not go through. Please try again.')}
        </p>
      )}
      <Button type="submit" disabled={buy.isPending} aria-busy={buy.isPending}>
        Pay {formatDollars(program.price)}
      </Button>
    </form>
  );
}

function WaitlistPlace({ program, place }: { program: TProgram; place: TWaitlistEntry }) {
  const leave = useLeaveWaitlist(String(program.id));
  const [claiming, setClaiming] = useState(false);
  const offered = place.status === 'offered';
  return (
    <div className="grid gap-3">
      {offered ? (
        <p className="font-medium">
          A seat is held for you
          {place.offerExpiresAt && ` until ${meetingDate(place.offerExpiresAt)}, ${meetingTime(place.offerExpiresAt)}`}. Pay to claim it.
        </p>
      ) : (
        <p className="font-medium">
          You are on the waitlist{place.position !== null && ` (number ${place.position} in line)`}. We will e-mail you if a seat frees up.
        </p>
      )}
      {offered &&
        (claiming ? (
          <SeatCheckout program={program} label="Claim the offered seat" onDone={() => setClaiming(false)} />
        ) : (
          <Button type="button" onClick={() => setClaiming(true)}>
            Claim your seat
          </Button>
        ))}
      <Button type="button" variant="outline" disabled={leave.isPending} onClick={() => leave.mutate()}>
        Leave the waitlist
      </Button>
      {leave.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(leave.error, 'Could not leave the waitlist. Please try again.')}
        </p>
      )}
    </div>
  );
}

function ClientActions({ program }: { program: TProgram }) {
  const id = String(program.id);
  const seats = useMySeats(true);
  const place = useWaitlistPlace(id, true);
  const join = useJoinWaitlist(id);
  const [buying, setBuying] = useState(false);
  const seat = seats.data?.find((s) => s.programId === program.id && s.status === 'active');
  if (seats.isPending || place.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (seat)
    return (
      <div className="grid gap-2">
        <p className="font-medium">You have a seat in this program.</p>
        {seat.roomUrl ? (
          <a href={seat.roomUrl} className="text-primary underline" target="_blank" rel="noreferrer">
            Open the shared room
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">We will e-mail you the room link as soon as the program is confirmed.</p>
        )}
      </div>
    );
  const entry = place.data;
  if (entry && (entry.status === 'waiting' || entry.status === 'offered')) return <WaitlistPlace program={program} place={entry} />;
  if (program.seatsLeft > 0)
    return buying ? (
      <SeatCheckout program={program} label="Buy a seat" onDone={() => setBuying(false)} />
    ) : (
      <Button type="button" size="lg" onClick={() => setBuying(true)}>
        Buy a seat
      </Button>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">This program is full. Join the waitlist to be offered a freed seat.</p>
      <Button type="button" disabled={join.isPending} onClick={() => join.mutate()}>
        Join the waitlist
      </Button>
      {join.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(join.error, 'Could not join the waitlist. Please try again.')}
        </p>
      )}
    </div>
  );
}

// What the viewer can do: a client buys a seat, waits or claims an offered
// seat; a visitor is asked to sign in and comes back here; a coach or admin only reads.
export function SeatPanel({ program }: { program: TProgram }) {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  if (program.status !== 'published') {
    return (
      <p className="font-medium">
        {program.status === 'cancelled' ? 'This program has been cancelled.' : 'This program is not open for booking.'}
      </p>
    );
  }
  if (isLoading) return null;
  if (!user)
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Sign in as a client to buy a seat{program.seatsLeft === 0 && ' or join the waitlist'}.
        </p>
        <Button asChild size="lg">
          <Link href={`/auth?returnTo=${encodeURIComponent(location)}`}>Sign in to book</Link>
        </Button>
      </div>
    );
  if (user.role !== 'client') return <p className="text-sm text-muted-foreground">Seats are booked from a client account.</p>;
  return <ClientActions program={program} />;
}
