import { UserRoundPlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

// A coach account without a profile has not finished onboarding yet.
export function NoCoachProfile({ firstName }: { firstName: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-20 text-center">
      <UserRoundPlus aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 font-serif text-3xl font-semibold tracking-tight">Welcome, {firstName}</h1>
      <p className="mt-3 text-muted-foreground">
        Your coach profile is not set up yet. Finish it to appear in the directory and start taking bookings.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/coach-onboarding/plan">Complete your coach profile</Link>
      </Button>
    </section>
  );
}
