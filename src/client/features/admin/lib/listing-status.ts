import type { CoachListingStatus } from '@shared/schemas/vetting';

// A coach profile's listing state in the admin's words (docs/product/vetting.md).
export const LISTING_LABELS: Record<CoachListingStatus, string> = {
  under_review: 'Under review',
  approved: 'Listed',
  rejected: 'Rejected',
  unlisted: 'Unlisted',
};
