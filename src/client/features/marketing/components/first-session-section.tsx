import { CheckCircle2 } from 'lucide-react';
import { SectionHeading } from './section-heading';

const SESSION_FLOW = [
  'Your coach confirms the request, and the video link appears on your dashboard and in your confirmation e-mail.',
  'You meet one to one by video for the length shown on the profile, often 60 minutes.',
  'Your coach asks what brought you here and what you would like to be different.',
  'Together you try a short practice, such as a breathing exercise or a body scan, and talk about how it felt.',
  'You finish with one small thing to try before you next meet, if you choose to meet again.',
] as const;

const PREPARATION = [
  'Find a quiet, private spot where you can speak freely for the whole session.',
  'Check your camera, microphone and internet connection a few minutes beforehand.',
  "Jot down a few things you'd like to explore. A sentence or two is plenty.",
  'Wear something comfortable. Some practices are done sitting or lying down.',
  'You do not need any meditation experience. Beginners are very welcome.',
] as const;

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-muted-foreground">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function FirstSessionSection() {
  return (
    <section aria-labelledby="first-session-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="first-session-heading"
          eyebrow="Step two"
          title="Your first session"
          intro="Knowing what to expect makes it easier to relax into it."
        />
        <div className="mt-12 grid gap-10 md:grid-cols-2">
          <div className="rounded-xl border border-border bg-background p-6 sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-foreground">What a session looks like</h3>
            <CheckList items={SESSION_FLOW} />
          </div>
          <div className="rounded-xl border border-border bg-background p-6 sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-foreground">Preparing for your first session</h3>
            <CheckList items={PREPARATION} />
          </div>
        </div>
      </div>
    </section>
  );
}
