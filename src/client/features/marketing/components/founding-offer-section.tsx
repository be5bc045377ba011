import { IconFeatureCard } from './icon-feature-card';
import { CalendarSync, Check, NotebookPen, Palette, TrendingUp } from 'lucide-react';
import { SectionHeading } from './section-heading';

const PRO_FEATURES = [
  { icon: TrendingUp, title: 'Priority listing', text: 'Pro coaches appear first in the coach directory.' },
  { icon: Palette, title: 'Your branding', text: 'Show your practice name and a link to your website or social page on your profile.' },
  { icon: CalendarSync, title: 'Calendar sync', text: 'Subscribe to your sessions from Google Calendar or any iCal app.' },
  { icon: NotebookPen, title: 'Session notes', text: 'Keep private notes for each session to follow each client’s progress.' },
] as const;

export function FoundingOfferSection() {
  return (
    <section aria-labelledby="offer-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="offer-heading"
          eyebrow="The founding coach offer"
          title="Pro, free for the whole beta"
          intro="Founding coaches get every Pro feature at no cost while Stillpoint is in beta. We'll tell you well before paid plans go live."
        />
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border-2 border-primary bg-card p-8 shadow-md lg:col-span-2">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Pro plan</p>
            <p className="mt-4 flex items-baseline gap-3">
              <span className="font-serif text-4xl font-semibold text-foreground">Free</span>
              <span className="text-muted-foreground">during beta</span>
            </p>
            <p className="mt-2 text-muted-foreground">
              Regularly <span className="font-medium text-foreground">$29/month</span> after beta.
            </p>
            <ul className="mt-6 space-y-3">
              {['No platform fees during beta', 'Every Pro feature included', "We'll notify you before paid plans go live"].map((item) => (
                <li key={item} className="flex gap-3 text-foreground">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
            {PRO_FEATURES.map((feature) => (
              <IconFeatureCard key={feature.title} {...feature} testId="pro-feature" />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
