import type { BookingStatus, PaymentStatus } from '@shared/domain/booking-status';
import { Badge } from '@/components/ui/badge';
import type { CoachListingStatus } from '@shared/schemas/vetting';
import { capitalize } from '../lib/format';
import { LISTING_LABELS } from '../lib/listing-status';

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

export function ListingBadge({ status }: { status: CoachListingStatus }) {
  return <Badge className={LISTING_TONES[status]}>{LISTING_LABELS[status]}</Badge>;
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge className={isActive ? 'border-green-200 bg-green-100 text-green-800' : 'border-red-200 bg-red-50 text-red-800'}>
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge className={BOOKING_TONES[status]}>{capitalize(status)}</Badge>;
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge className={PAYMENT_TONES[status]}>{capitalize(status.replace('_', ' '))}</Badge>;
}

export function RoleBadge({ role }: { role: 'client' | 'coach' | 'admin' }) {
  return <Badge className="border-indigo-200 bg-indigo-50 text-indigo-800">{capitalize(role)}</Badge>;
}
