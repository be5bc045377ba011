import { Compass, MessageSquareText, Scale, UserCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const TIPS = [
  {
    icon: Compass,
    title: 'Start with what you want help with',
    text: 'Pick a specialization such as sleep, work stress or mindful parenting. The directory then shows only coaches who work in that area.',
  },
  {
    icon: MessageSquareText,
    title: 'Read profiles and reviews',
    text: 'Each coach describes their background, training and approach in their own words. Reviews come only from clients who completed a session.',
  },
  {
    icon: Scale,
    title: 'Check the practical details',
    text: 'Price per session, session length and open times are on every profile, so you can compare coaches before you commit to anything.',
  },
  {
    icon: UserCheck,
    title: 'Trust your sense of fit',
    text: 'Feeling comfortable with your coach matters more than any credential. If the first coach is not the right match, it is fine to try another.',
  },
] as const;

export function ChoosingACoachSection() {
  return (
    <section aria-labelledby="choosing-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="choosing-heading"
          eyebrow="Step one"
          title="How to choose a coach"
          intro="There is no single right coach, only the one who suits you right now. These four questions help."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2">
          {TIPS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-primary">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-foreground">{title}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
