import { CalendarClock, HeartHandshake, Sprout, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

const POINTS = [
  {
    icon: CalendarClock,
    title: 'Set your own schedule',
    text: 'Choose the days and hours you coach, in your own time zone. Clients only ever see the times you have opened.',
  },
  {
    icon: HeartHandshake,
    title: 'Make a meaningful impact',
    text: 'Work one to one with people who chose you, and help them build practices that last well beyond the session.',
  },
  {
    icon: Sprout,
    title: 'Grow your practice',
    text: 'A profile with your story, specializations and reviews helps the right clients find you, while you set your own rate.',
  },
  {
    icon: Wrench,
    title: 'Simple, supportive tools',
    text: 'Bookings, payments, video links and reminders are handled for you, so your attention stays with your clients.',
  },
] as const;

export function CoachWithPurposeSection() {
  return (
    <section aria-labelledby="coach-with-purpose-heading" className="bg-indigo-50 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="coach-with-purpose-heading"
          eyebrow="For coaches"
          title="Coach with Purpose"
          intro="Stillpoint is built for mindfulness coaches who want to spend their energy on coaching, not on admin."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} data-testid="coach-purpose-point" className="rounded-xl border border-indigo-100 bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-primary">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button asChild size="lg">
            <Link href="/coach-onboarding/plan">Become a Coach</Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-primary hover:text-primary-hover">
            <Link href="/founding-coaches">See the founding coach offer</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
