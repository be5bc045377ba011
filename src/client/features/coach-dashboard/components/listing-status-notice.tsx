import { Clock, EyeOff, PencilLine } from 'lucide-react';
import type { TCoachMe } from '@shared/schemas/coach-profile';
import { coachDashboardEn } from '@/i18n/catalogs/coach-dashboard.en';
import { useT } from '@/lib/i18n/i18n-context';
import { EditProfileLink } from './edit-profile-link';

// Why the coach is not in the directory yet, or any more, and what happens next
// (docs/product/vetting.md). Nothing is shown once the profile is listed.
export function ListingStatusNotice({ coach }: { coach: Pick<TCoachMe, 'listingStatus' | 'listingReason'> }) {
  const t = useT(coachDashboardEn);
  if (coach.listingStatus === 'approved') return null;

  if (coach.listingStatus === 'under_review') {
    return (
      <aside
        aria-label={t('coach-dashboard.reviewLabel')}
        className="mb-8 flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
      >
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{t('coach-dashboard.underReviewTitle')}</p>
          <p className="mt-1 text-amber-900">{t('coach-dashboard.underReviewText')}</p>
        </div>
      </aside>
    );
  }

  const rejected = coach.listingStatus === 'rejected';
  return (
    <aside
      aria-label={t('coach-dashboard.reviewLabel')}
      className="mb-8 flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold">{rejected ? t('coach-dashboard.rejectedTitle') : t('coach-dashboard.unlistedTitle')}</p>
        <p className="mt-1 text-red-900">{rejected ? t('coach-dashboard.rejectedText') : t('coach-dashboard.unlistedText')}</p>
        {coach.listingReason && (
          <blockquote className="mt-3 rounded-md border border-red-200 bg-white/70 p-3 break-words whitespace-pre-line text-red-950">
            <span className="font-medium">{t('coach-dashboard.ourNote')}</span>
            {coach.listingReason}
          </blockquote>
        )}
        <p className="mt-3 text-red-900">{t('coach-dashboard.sendBack')}</p>
        <EditProfileLink size="sm" className="mt-3 bg-white">
          <PencilLine aria-hidden="true" />
          {t('coach-dashboard.editProfile')}
        </EditProfileLink>
      </div>
    </aside>
  );
}
