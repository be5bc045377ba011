import { IconFeatureCard } from './icon-feature-card';
import { CalendarCheck, NotebookPen, Search, Video } from 'lucide-react';
import type { Ref } from 'react';
import { SectionHeading } from './section-heading';

export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';

const STEPS = [
  {
    icon: Search,
    title: 'Find your coach',
    text: 'Browse the directory by specialization, price and availability. Read each coach’s story and the reviews left by their clients.',
  },
  {
    icon: CalendarCheck,
    title: 'Book & pay',
    text: 'Choose an open time, shown in your own time zone, and pay securely by card. Your coach then confirms the session.',
  },
  {
    icon: Video,
    title: 'Meet by video',
    text: 'Join your private one-to-one video session from your dashboard. All you need is a quiet space and a device with a camera.',
  },
  {
    icon: NotebookPen,
    title: 'Reflect & review',
    text: 'Take a small practice into your week, book again when it suits you, and leave an honest review to help others choose.',
  },
] as const;

// tabIndex -1 lets the Learn More button move keyboard focus here after scrolling.
export function HowItWorksSteps({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section
      ref={ref}
      id={HOW_IT_WORKS_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="steps-heading"
      className="scroll-mt-20 py-16 focus:outline-none sm:py-20"
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="steps-heading"
          eyebrow="Four steps"
          title="From first search to lasting practice"
          intro="Booking a session takes a few minutes. The practice you build can last much longer."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <IconFeatureCard
              key={step.title}
              {...step}
              testId="how-it-works-step"
              className="relative"
              beside={<span className="text-sm font-semibold text-teal">Step {index + 1}</span>}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
