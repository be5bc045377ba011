import { useParams } from 'wouter';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { coachPageMeta } from '@shared/domain/public-pages';
import { usePageMeta } from '@/lib/use-page-meta';
import { useCoach } from '../api/get-coach';
import { BookSessionPanel } from '../components/book-session-panel';
import { PackageOffers } from '@/features/packages';
import { CoachPrograms } from '@/features/programs';
import { CoachNotFound } from '../components/coach-not-found';
import { CoachProfileSkeleton } from '../components/coach-profile-skeleton';
import { CoachReviewsPanel } from '../components/coach-reviews-panel';
import { ProfileSummaryCard } from '../components/profile-summary-card';
import { errorText } from '@/lib/error-text';
import { profileEn } from '@/i18n/catalogs/profile.en';
import { useT } from '@/lib/i18n/i18n-context';

export function CoachProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const coach = useCoach(id);
  const t = useT(profileEn);
  const notFound = coach.error instanceof ApiError && coach.error.status === 404;
  const name = coach.data ? `${coach.data.firstName} ${coach.data.lastName}` : undefined;
  // The same title and description the server wrote into the page (src/server/features/public-pages).
  const meta = coach.data ? coachPageMeta(coach.data) : undefined;
  usePageMeta(meta?.title ?? (notFound ? t('profile.notFoundTitle') : t('profile.title')), meta?.description);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      {coach.isPending ? (
        <CoachProfileSkeleton />
      ) : notFound ? (
        <CoachNotFound />
      ) : coach.isError ? (
        <p role="alert" className="py-16 text-center text-destructive">
          {errorText(coach.error)}
        </p>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[22rem_1fr]">
          <ProfileSummaryCard coach={coach.data} />
          <div className="min-w-0">
            <Tabs defaultValue="about">
              <TabsList aria-label={t('profile.tabsLabel', { name: name ?? '' })} className="w-full sm:w-auto">
                <TabsTrigger value="about" className="flex-1 sm:flex-none">
                  {t('profile.about')}
                </TabsTrigger>
                <TabsTrigger value="reviews" className="flex-1 sm:flex-none">
                  {t('profile.reviews')}
                </TabsTrigger>
                <TabsTrigger value="book" className="flex-1 sm:flex-none">
                  {t('profile.book')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="about">
                <Card className="p-6">
                  <h2 className="text-xl font-semibold">{t('profile.aboutName', { name: coach.data.firstName })}</h2>
                  {/* whitespace-pre-line keeps the coach's own paragraphs and line breaks. */}
                  <p className="mt-4 whitespace-pre-line leading-relaxed text-foreground">{coach.data.bio}</p>
                </Card>
              </TabsContent>
              {/* Always rendered (hidden until chosen), so the reviews and replies are in the server's HTML. */}
              <TabsContent value="reviews" forceMount className="data-[state=inactive]:hidden">
                <Card className="p-6">
                  <h2 className="mb-4 text-xl font-semibold">{t('profile.reviews')}</h2>
                  <CoachReviewsPanel coachId={coach.data.id} />
                </Card>
              </TabsContent>
              <TabsContent value="book">
                <Card className="p-6">
                  <h2 className="mb-2 text-xl font-semibold">{t('profile.book')}</h2>
                  <BookSessionPanel coachId={coach.data.id} />
                </Card>
              </TabsContent>
            </Tabs>
            {/* Outside the tabs: a visitor reading About or Reviews sees what the coach sells too
              (inside "Book a Session" the offers were hidden until that tab was chosen). */}
            <PackageOffers coachId={coach.data.id} />
            <CoachPrograms coachId={coach.data.id} />
          </div>
        </div>
      )}
    </section>
  );
}
