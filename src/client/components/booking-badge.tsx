import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { bookingCardEn } from '@/i18n/catalogs/booking-card.en';
import { useT } from '@/lib/i18n/i18n-context';

const TONES = {
  upcoming: 'bg-indigo-100 text-indigo-800 border-indigo-200',
  pending: 'bg-amber-100 text-amber-900 border-amber-200',
  confirmed: 'bg-green-100 text-green-800 border-green-200',
  completed: 'bg-teal-100 text-teal-900 border-teal-200',
  cancelled: 'bg-gray-100 text-gray-800 border-gray-200',
} as const;

export type BadgeTone = keyof typeof TONES;

// A small pill for booking states; text shades keep 4.5:1 on their tint.
export function BookingBadge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>
      {children}
    </span>
  );
}

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';

export function StatusBadge({ status }: { status: Status }) {
  const t = useT(bookingCardEn);
  return <BookingBadge tone={status}>{t(`booking-card.${status}`)}</BookingBadge>;
}
