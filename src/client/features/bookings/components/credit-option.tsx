import { Ticket } from 'lucide-react';
import type { TBooking } from '@shared/schemas/bookings';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/error-text';
import { useBookWithCredit, useCreditBalance } from '@/features/packages';
import { checkoutEn } from '@/i18n/catalogs/checkout.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { clientFormats } from '@/lib/bookings/client-formats';

type CreditOptionProps = {
  coachId: number;
  startTime: string;
  notes: string;
  timeZone: string;
  enabled: boolean;
  onBooked: (booking: TBooking) => void;
};

// "Use 1 credit" instead of paying, when the client holds one for this coach (docs/product/packages.md).
export function CreditOption({ coachId, startTime, notes, timeZone, enabled, onBooked }: CreditOptionProps) {
  const balance = useCreditBalance(coachId, enabled);
  const book = useBookWithCredit();
  const t = useT(checkoutEn);
  const formats = clientFormats(useLocale());
  const credits = balance.data?.credits ?? 0;
  if (!enabled || credits === 0) return null;
  const expires = balance.data?.expiresAt ? formats.mediumDate(balance.data.expiresAt, timeZone) : null;
  return (
    <div
      className="mb-6 grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4"
      role="region"
      aria-label={t('checkout.payWithCredit')}
    >
      {/* One sentence beside the icon: as two flex items the expiry became a narrow second column. */}
      <p className="flex items-start gap-2 text-sm font-medium">
        <Ticket aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
        <span>
          {t('checkout.creditsWithCoach', { credits })}
          {expires && <span className="font-normal text-muted-foreground">{t('checkout.firstExpires', { date: expires })}</span>}
        </span>
      </p>
      <Button
        type="button"
        disabled={book.isPending}
        onClick={() => book.mutate({ coachId, startTime, notes: notes.trim() || null, timeZone }, { onSuccess: onBooked })}
      >
        {t('checkout.useCredit')}
      </Button>
      {book.error && (
        <p role="alert" className="text-sm text-destructive">
          {errorText(book.error)}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t('checkout.orPayByCard')}</p>
    </div>
  );
}
