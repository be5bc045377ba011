import { ScopeNotice } from '@/components/scope-notice';
import { BadgeDollarSign, RotateCcw, Tag } from 'lucide-react';
import { SectionHeading } from './section-heading';

const PRICING_POINTS = [
  {
    icon: Tag,
    title: 'Coaches set their own rates',
    text: "Each coach's price per session is on their profile and in the directory, so there are no surprises at checkout.",
  },
  {
    icon: BadgeDollarSign,
    title: 'No platform fee for clients during beta',
    text: 'You pay the session price and nothing more. The platform fee on your booking summary shows $0.00.',
  },
  {
    icon: RotateCcw,
    title: 'A cancellation policy you see before paying',
    text: "Plans change. Each coach's policy (Flexible, Moderate or Strict) is on their profile and at checkout; cancel from your dashboard early enough and you get a full refund.",
  },
] as const;

export function PricingClaritySection() {
  return (
    <section aria-labelledby="pricing-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Step three"
          title="Clear, simple pricing"
          intro="You always see the full price before you pay."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PRICING_POINTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <ScopeNotice className="mx-auto mt-10 max-w-3xl" />
      </div>
    </section>
  );
}
