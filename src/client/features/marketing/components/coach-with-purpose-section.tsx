import { IconFeatureCard } from './icon-feature-card';
import { CalendarClockIcon, HeartHandshakeIcon, SproutIcon, WrenchIcon } from '@/components/ui/icons';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { SectionHeading } from './section-heading';

const POINTS = [
  {
    icon: CalendarClockIcon,
    title: 'Set your own schedule',
    text: 'Choose the days and hours you coach, in your own time zone. Clients only ever see the times you have opened.',
  },
  {
    icon: HeartHandshakeIcon,
    title: 'Make a meaningful impact',
    text: 'Work one to one with people who chose you, and help them build practices that last well beyond the session.',
  },
  {
    icon: SproutIcon,
    title: 'Grow your practice',
    text: 'A profile with your story, specializations and reviews helps the right clients find you, while you set your own rate.',
  },
  {
    icon: WrenchIcon,
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
          {POINTS.map((point) => (
            <IconFeatureCard key={point.title} {...point} testId="coach-purpose-point" className="border-indigo-100" />
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
