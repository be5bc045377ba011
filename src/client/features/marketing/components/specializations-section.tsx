import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useSpecializations } from '@/lib/specializations/get-specializations';
import { SectionHeading } from './section-heading';
import { SpecializationCard, SpecializationCardSkeleton } from './specialization-card';

// Six skeleton cards while the list loads (docs/product/marketing-pages.md#specializations-grid).
const SKELETON_COUNT = 6;

export function SpecializationsSection() {
  const { data, isPending, isError, refetch } = useSpecializations();

  return (
    <section aria-labelledby="specializations-heading" className="bg-card py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="specializations-heading"
          eyebrow="Find your focus"
          title="Specialized Mindfulness Coaching"
          intro="Every coach brings their own experience. Start with what you would like support with, and we'll show you the coaches who work in that area."
        />
        <div className="mt-12" aria-busy={isPending}>
          {isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading specializations…
              </p>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <SpecializationCardSkeleton key={index} />
                ))}
              </div>
            </>
          ) : isError ? (
            <div role="alert" className="mx-auto max-w-md rounded-xl border border-border bg-muted p-6 text-center">
              <p className="text-foreground">We couldn't load the specializations just now.</p>
              <Button type="button" variant="outline" className="mt-4" onClick={() => void refetch()}>
                Try again
              </Button>
            </div>
          ) : data.length === 0 ? (
            <p className="text-center text-muted-foreground">Specializations will appear here as our first coaches join.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {data.map((specialization) => (
                <li key={specialization.id}>
                  <SpecializationCard specialization={specialization} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coach-onboarding/plan">Become a Coach</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            {/* The hidden words tell screen readers and search engines where "Learn More" leads. */}
            <Link href="/getting-started">
              Learn More<span className="sr-only"> about choosing a coach and your first session</span>
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
