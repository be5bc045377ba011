import { Clock, EyeOff, PencilLine } from 'lucide-react';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { EditProfileLink } from './edit-profile-link';

// Why the coach is not in the directory yet, or any more, and what happens next
// (docs/product/vetting.md). Nothing is shown once the profile is listed.
export function ListingStatusNotice({ coach }: { coach: Pick<TCoachMe, 'listingStatus' | 'listingReason'> }) {
  if (coach.listingStatus === 'approved') return null;

  if (coach.listingStatus === 'under_review') {
    return (
      <aside
        aria-label="Profile review"
        className="mb-8 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">Your profile is under review</p>
          <p className="mt-1 text-amber-900">
            We look at every new coach profile before it goes live. Until it is approved, clients cannot find or book you. We will e-mail
            you as soon as we have looked at it. You can keep editing your profile in the meantime.
          </p>
        </div>
      </aside>
    );
  }

  const rejected = coach.listingStatus === 'rejected';
  return (
    <aside aria-label="Profile review" className="mb-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">
          {rejected ? 'Your profile needs changes before we can list it' : 'Your profile is not listed right now'}
        </p>
        <p className="mt-1 text-red-900">
          {rejected
            ? 'Clients cannot find or book you yet.'
            : 'Clients cannot find or book you at the moment. Sessions already booked are not affected.'}
        </p>
        {coach.listingReason && (
          <blockquote className="mt-3 rounded-md border border-red-200 bg-white/70 p-3 break-words whitespace-pre-line text-red-950">
            <span className="font-medium">Our note: </span>
            {coach.listingReason}
          </blockquote>
        )}
        <p className="mt-3 text-red-900">Update your profile and save it to send it back to us for review.</p>
        <EditProfileLink size="sm" className="mt-3 bg-white">
          <PencilLine aria-hidden="true" />
          Edit profile
        </EditProfileLink>
      </div>
    </aside>
  );
}
