import { Link } from 'wouter';
import { COACH_MESSAGES } from '@shared/domain/coach-directory';
import { Button } from '@/components/ui/button';

export function CoachNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-serif text-3xl font-semibold tracking-tight">Coach not found</h1>
      <p className="mt-4 text-muted-foreground">{COACH_MESSAGES.notFound}</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/coaches">Browse All Coaches</Link>
      </Button>
    </div>
  );
}
