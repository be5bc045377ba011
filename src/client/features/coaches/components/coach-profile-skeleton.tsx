import { Skeleton } from '@/components/ui/skeleton';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useT } from '@/lib/i18n/i18n-context';

// At least a viewport tall, like the profile it stands in for, so the footer
// stays out of view until the profile arrives (no layout shift).
export function CoachProfileSkeleton() {
  const t = useT(profileEn);
  return (
    <div
      role="status"
      aria-label={t('profile.loadingProfile')}
      className="grid min-h-[calc(100dvh-4rem)] content-start gap-8 lg:grid-cols-[22rem_1fr]"
    >
      <div className="rounded-xl border border-border bg-card p-6">
        <Skeleton className="mx-auto size-32 rounded-full" />
        <Skeleton className="mx-auto mt-4 h-7 w-48" />
        <Skeleton className="mx-auto mt-3 h-4 w-32" />
        <Skeleton className="mx-auto mt-4 h-6 w-56" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-5 w-full" />
          ))}
        </div>
      </div>
      <div>
        <Skeleton className="h-10 w-80 max-w-full" />
        <div className="mt-6 space-y-3 rounded-xl border border-border bg-card p-6">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-4 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
