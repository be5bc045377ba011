import type { BookingStatus, PaymentStatus } from '@shared/domain/booking-status';
import { Badge } from '@/components/ui/badge';
import type { CoachListingStatus } from '@shared/schemas/vetting';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';

// Text shades keep 4.5:1 contrast on their tints.
const BOOKING_TONES: Record<BookingStatus, string> = {
  pending: 'border-amber-200 bg-amber-100 text-amber-900',
  confirmed: 'border-blue-200 bg-blue-100 text-blue-800',
  completed: 'border-green-200 bg-green-100 text-green-800',
  cancelled: 'border-gray-200 bg-gray-100 text-gray-800',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  paid: 'border-green-200 bg-green-50 text-green-800',
  refunded: 'border-purple-200 bg-purple-50 text-purple-800',
  partially_refunded: 'border-purple-200 bg-purple-50 text-purple-800',
};

const LISTING_TONES: Record<CoachListingStatus, string> = {
  under_review: 'border-amber-200 bg-amber-100 text-amber-900',
  approved: 'border-green-200 bg-green-100 text-green-800',
  rejected: 'border-red-200 bg-red-50 text-red-800',
  unlisted: 'border-gray-200 bg-gray-100 text-gray-800',
};

// A coach profile's listing state in the admin's words (docs/product/vetting.md).
export function ListingBadge({ status }: { status: CoachListingStatus }) {
  const t = useT(adminEn);
  return <Badge className={LISTING_TONES[status]}>{t(`admin.listing.${status}`)}</Badge>;
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const t = useT(adminEn);
  return (
    <Badge className={isActive ? 'border-green-200 bg-green-100 text-green-800' : 'border-red-200 bg-red-50 text-red-800'}>
      {isActive ? t('admin.active') : t('admin.inactive')}
    </Badge>
  );
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT(adminEn);
  return <Badge className={BOOKING_TONES[status]}>{t(`admin.booking.${status}`)}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useT(adminEn);
  return <Badge className={PAYMENT_TONES[status]}>{t(`admin.payment.${status}`)}</Badge>;
}

export function RoleBadge({ role }: { role: 'client' | 'coach' | 'admin' }) {
  const t = useT(adminEn);
  return <Badge className="border-indigo-200 bg-indigo-50 text-indigo-800">{t(`admin.role.${role}`)}</Badge>;
}
