import { useState } from 'react';
import { INTL_TAG } from '@shared/i18n/locales';
import type { TOffer } from '@shared/schemas/packages';
import { Button } from '@/components/ui/button';
import { ProfileListSection } from '@/components/profile-list-section';
import { CardPurchaseForm } from '@/components/card-form/card-purchase-form';
import { stripePublishableKey, useCardEntry } from '@/components/card-form/use-card-entry';
import { usePublicConfig } from '@/lib/get-public-config';
import { toast } from '@/components/ui/use-toast';
import { errorText } from '@/lib/error-text';
import { useBuyPackage } from '../api/buy-package';
import { useCoachOffers } from '../api/offers';
import { useAuth } from '@/lib/session/auth-context';
import { bookingFormats } from '@/lib/bookings/booking-formats';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';

// The test card form of test mode (docs/product/packages.md), Stripe Elements
// when the server runs with Stripe: the same card entry as a session's checkout.
function BuyForm({ offer, onDone }: { offer: TOffer; onDone: () => void }) {
  const buy = useBuyPackage();
  const t = useT(profileEn);
  const locale = useLocale();
  const price = bookingFormats(locale).price;
  const stripeKey = stripePublishableKey(usePublicConfig().data);
  const entry = useCardEntry(stripeKey);
  const submit = () => {
    const method = entry.paymentMethod();
    if (!method) return;
    buy.mutate(
      { offerId: offer.id, method },
      {
        onSuccess: (purchase) => {
          toast({
            title: t(purchase.kind === 'membership' ? 'profile.membershipStarted' : 'profile.packageBought'),
            description: t('profile.creditsUntil', {
              credits: purchase.creditsLeft,
              date: new Date(purchase.expiresAt).toLocaleDateString(INTL_TAG[locale], { dateStyle: 'medium' }),
            }),
          });
          onDone();
        },
      },
    );
  };
  return (
    <CardPurchaseForm
      className="mt-3"
      label={t('profile.buyPackage')}
      fields={entry.fields}
      pending={buy.isPending}
      problem={buy.error ? errorText(buy.error) : null}
      payText={t('profile.payPrice', { price: price(offer.price) })}
      onPay={submit}
    />
  );
}

// The coach's packages and membership, with the price per session and the saving against single sessions.
export function PackageOffers({ coachId }: { coachId: number }) {
  const offers = useCoachOffers(coachId);
  const { user } = useAuth();
  const [buying, setBuying] = useState<number | null>(null);
  const t = useT(profileEn);
  const price = bookingFormats(useLocale()).price;
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <ProfileListSection id="offers-heading" title={t('profile.packages')}>
      {offers.data.map((offer) => (
        <li key={offer.id} className="rounded-lg border p-4">
          <p className="font-semibold">
            {t(offer.kind === 'package' ? 'profile.packageSessions' : 'profile.membershipSessions', { sessions: offer.sessions })} ·{' '}
            {price(offer.price)}
            {offer.kind === 'membership' && t('profile.perMonth')}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('profile.pricePerSession', { price: price(offer.perSession) })}
            {offer.saving > 0 && t('profile.saving', { amount: price(offer.saving) })}
          </p>
          {offer.validityDays && <p className="text-xs text-muted-foreground">{t('profile.validDays', { days: offer.validityDays })}</p>}
          {user?.role === 'client' &&
            (buying === offer.id ? (
              <BuyForm offer={offer} onDone={() => setBuying(null)} />
            ) : (
              <Button type="button" size="sm" className="mt-3" onClick={() => setBuying(offer.id)}>
                {t('profile.buy')}
              </Button>
            ))}
        </li>
      ))}
    </ProfileListSection>
  );
}
