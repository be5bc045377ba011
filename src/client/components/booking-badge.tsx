import type { ReactNode } from 'react';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

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

const STATUS_LABELS = {
  pending: 'common.statusPending',
  confirmed: 'common.statusConfirmed',
  completed: 'common.statusCompleted',
  cancelled: 'common.statusCancelled',
} as const;

export function StatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  const t = useT(commonEn);
  return <BookingBadge tone={status}>{t(STATUS_LABELS[status])}</BookingBadge>;
}
