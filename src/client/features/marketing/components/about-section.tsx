import { EarthIcon, LeafIcon, SparklesIcon } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';

const VALUES = [
  {
    icon: LeafIcon,
    name: 'Presence',
    text: 'Sessions are unhurried and one to one. Your coach gives you their full attention, and helps you practise giving the same attention to your own life.',
  },
  {
    icon: EarthIcon,
    name: 'Accessibility',
    text: 'Coaching should not depend on where you live. Every session happens by video, coaches set transparent prices, and you see the full cost before you book.',
  },
  {
    icon: SparklesIcon,
    name: 'Transformation',
    text: 'Real change is usually quiet and gradual. We focus on small practices you can keep, so that calm and clarity become part of ordinary days.',
  },
] as const;

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="about-heading"
          eyebrow="About Stillpoint"
          title="A quieter way to grow"
          intro="Stillpoint connects people with independent mindfulness coaches for private video sessions. We keep the platform simple so the coaching can take centre stage."
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, name, text }) => (
            <li key={name} data-testid="about-value" className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold text-foreground">{name}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
