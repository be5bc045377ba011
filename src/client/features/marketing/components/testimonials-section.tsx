import { QuoteIcon } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';
import { StarRating } from '@/components/star-rating';

// Three static testimonials rated 5, 5 and 4.5 (docs/product/marketing-pages.md#testimonials).
const TESTIMONIALS = [
  {
    quote:
      'I came in wanting to ‘fix’ my stress. What I got instead were a few small practices I actually use. A three-minute pause before meetings has changed how my workdays feel.',
    name: 'Priya Nair',
    title: 'Product Manager',
    rating: 5,
  },
  {
    quote:
      "My coach helped me build an evening wind-down that fits around two small children. I'm more patient at bedtime, and I notice sooner when I'm running on empty.",
    name: 'Daniel Okafor',
    title: 'Secondary School Teacher',
    rating: 5,
  },
  {
    quote:
      "Booking was simple and the sessions felt personal rather than scripted. I'd love a few more late-evening slots, but what I learned about breathing through deadlines has stayed with me.",
    name: 'Sofia Marquez',
    title: 'Freelance Designer',
    rating: 4.5,
  },
] as const;

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-heading" className="py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="In their words"
          title="Stories from Our Community"
          intro="Small, steady changes from people who made a little room for mindfulness."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                <StarRating rating={testimonial.rating} size="md" label={`Rated ${testimonial.rating} out of 5`} className="flex" />
                <QuoteIcon aria-hidden="true" className="mt-5 size-6 text-indigo-300" />
                <blockquote className="mt-2 flex-1 leading-relaxed text-foreground">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-border pt-4">
                  <p className="font-semibold text-foreground">{testimonial.name}</p>
                  <p className="text-sm text-muted-foreground">{testimonial.title}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
