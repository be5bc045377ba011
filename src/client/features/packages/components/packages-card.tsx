import { Package } from 'lucide-react';
import { useState } from 'react';
import { dollarsToCents } from '@shared/domain/money';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { packageOfferSchema, ZMembershipOffer } from '@shared/schemas/packages';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardHeading } from '@/components/ui/card-heading';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { errorText } from '@/lib/error-text';
import { useCreateOffer, useMyOffers, useRetireOffer } from '../api/offers';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

type Draft = { kind: 'package' | 'membership'; sessions: string; price: string; validityDays: string };
const EMPTY: Draft = { kind: 'package', sessions: '5', price: '', validityDays: '90' };

// The draft checked by the shared schema, so the messages are the server's own (docs/product/packages.md).
function check(draft: Draft, rateCents: number): Record<string, string> {
  const values = { kind: draft.kind, sessions: Number(draft.sessions), price: Number(draft.price) };
  const parsed =
    draft.kind === 'package'
      ? packageOfferSchema(rateCents).safeParse({ ...values, kind: 'package', validityDays: Number(draft.validityDays) })
      : ZMembershipOffer.safeParse({ ...values, kind: 'membership' });
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

function Field({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

// Up to 3 packages and one monthly membership; retiring one stops new sales only.
export function PackagesCard({ coach }: { coach: TCoachMe }) {
  const t = useT(coachMoneyEn);
  const formatDollars = bookingFormats(useLocale()).price;
  const offers = useMyOffers();
  const create = useCreateOffer();
  const retire = useRetireOffer();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const rateCents = dollarsToCents(coach.hourlyRate);
  const errors = touched ? check(draft, rateCents) : {};
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : {};
  const set = (patch: Partial<Draft>) => {
    setTouched(true);
    setDraft((d) => ({ ...d, ...patch }));
  };

  function save() {
    setTouched(true);
    if (Object.keys(check(draft, rateCents)).length > 0) return;
    const body =
      draft.kind === 'package'
        ? {
            kind: 'package' as const,
            sessions: Number(draft.sessions),
            price: Number(draft.price),
            validityDays: Number(draft.validityDays),
          }
        : { kind: 'membership' as const, sessions: Number(draft.sessions), price: Number(draft.price) };
    create.mutate(body, {
      onSuccess: () => {
        setDraft(EMPTY);
        setTouched(false);
        toast({ title: draft.kind === 'package' ? t('coach-money.packageAdded') : t('coach-money.membershipAdded') });
      },
    });
  }

  return (
    <Card className="grid gap-4 p-5" role="region" aria-labelledby="packages-heading">
      <CardHeading id="packages-heading" icon={Package} title={t('coach-money.packagesTitle')} intro={t('coach-money.packagesIntro')} />
      <ul className="grid gap-2" aria-label={t('coach-money.yourOffers')}>
        {(offers.data ?? []).map((offer) => (
          <li key={offer.id} className="flex items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {offer.kind === 'package'
                ? t('coach-money.packageOffer', {
                    sessions: String(offer.sessions),
                    price: formatDollars(offer.price),
                    days: String(offer.validityDays),
                  })
                : t('coach-money.membershipOffer', { sessions: String(offer.sessions), price: formatDollars(offer.price) })}
              <span className="block text-xs text-muted-foreground">
                {t('coach-money.perSession', { price: formatDollars(offer.perSession) })}
              </span>
            </span>
            <Button type="button" size="sm" variant="outline" disabled={retire.isPending} onClick={() => retire.mutate(offer.id)}>
              {t('coach-money.retire')}
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-3"
        aria-label={t('coach-money.newOffer')}
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="flex gap-2" role="radiogroup" aria-label={t('coach-money.kind')}>
          {(['package', 'membership'] as const).map((kind) => (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant={draft.kind === kind ? 'default' : 'outline'}
              role="radio"
              aria-checked={draft.kind === kind}
              onClick={() => set({ kind })}
            >
              {kind === 'package' ? t('coach-money.package') : t('coach-money.membership')}
            </Button>
          ))}
        </div>
        <Field
          id="offer-sessions"
          label={draft.kind === 'package' ? t('coach-money.offerSessions') : t('coach-money.offerSessionsMonth')}
          value={draft.sessions}
          error={errors['sessions'] ?? serverErrors['sessions']}
          onChange={(sessions) => set({ sessions })}
        />
        <Field
          id="offer-price"
          label={draft.kind === 'package' ? t('coach-money.offerPrice') : t('coach-money.offerMonthlyPrice')}
          value={draft.price}
          error={errors['price'] ?? serverErrors['price']}
          onChange={(price) => set({ price })}
        />
        {draft.kind === 'package' && (
          <Field
            id="offer-validity"
            label={t('coach-money.offerValidity')}
            value={draft.validityDays}
            error={errors['validityDays'] ?? serverErrors['validityDays']}
            onChange={(validityDays) => set({ validityDays })}
          />
        )}
        {create.error && Object.keys(serverErrors).length === 0 && (
          <p role="alert" className="text-sm text-destructive">
            {errorText(create.error)}
          </p>
        )}
        <Button type="submit" disabled={create.isPending}>
          {draft.kind === 'package' ? t('coach-money.addPackage') : t('coach-money.addMembership')}
        </Button>
      </form>
    </Card>
  );
}
