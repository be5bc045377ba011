import { QuoteIcon } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';
import { StarRating } from '@/components/star-rating';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useT } from '@/lib/i18n/i18n-context';

// Three static testimonials rated 5, 5 and 4.5 (docs/product/marketing-pages.md#testimonials).
// The quote and job title of each are in the landing catalog under landing.testimonials.<id>.
const TESTIMONIALS = [
  { id: 'priya', name: 'Priya Nair', rating: 5 },
  { id: 'daniel', name: 'Daniel Okafor', rating: 5 },
  { id: 'sofia', name: 'Sofia Marquez', rating: 4.5 },
] as const;

export function TestimonialsSection() {
  const t = useT(landingEn);
  return (
    <section aria-labelledby="testimonials-heading" className="py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={t('landing.testimonials.eyebrow')}
          title={t('landing.testimonials.title')}
          intro={t('landing.testimonials.intro')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name} data-testid="testimonial">
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                <StarRating
                  rating={testimonial.rating}
                  size="md"
                  label={t('landing.testimonials.rated', { rating: testimonial.rating })}
                  className="flex"
                />
                <QuoteIcon aria-hidden="true" className="mt-5 size-6 text-indigo-300" />
                <blockquote className="mt-2 flex-1 leading-relaxed text-foreground">
                  <p>{t(`landing.testimonials.${testimonial.id}.quote`)}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-border pt-4">
                  <p className="font-semibold text-foreground">{testimonial.name}</p>
                  <p className="text-sm text-muted-foreground">{t(`landing.testimonials.${testimonial.id}.title`)}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
