import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      {/* Soft colour washes; decorative only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -left-24 -top-24 size-96 rounded-full bg-indigo-200/50 blur-3xl" />
        <div className="absolute -right-24 top-24 size-96 rounded-full bg-teal-200/50 blur-3xl" />
      </div>
      <div className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 pb-24 pt-16 text-center sm:px-6 sm:pt-24">
        <p className="rounded-full border border-teal/30 bg-white/70 px-4 py-1 text-sm font-medium text-teal">
          One-to-one mindfulness coaching, online
        </p>
        <h1 id="hero-heading" className="mt-6 font-serif text-4xl font-semibold leading-tight tracking-tight text-foreground sm:text-5xl md:text-6xl">
          Coaching for the mind, spirit, and self
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
          Find a mindfulness coach who fits your life. Build calm, focus and resilience in private video sessions, at a pace that feels right
          for you.
        </p>
        <div className="mt-10 flex w-full flex-col items-stretch justify-center gap-3 sm:w-auto sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coaches">
              Explore Coaches
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/getting-started">Getting Started</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
