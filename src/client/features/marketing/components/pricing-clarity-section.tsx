import { ScopeNotice } from '@/components/scope-notice';
import { BadgeDollarSign, RotateCcw, Tag } from 'lucide-react';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { SectionHeading } from './section-heading';

const PRICING_POINTS = [
  { icon: Tag, point: 'rates' },
  { icon: BadgeDollarSign, point: 'noFee' },
  { icon: RotateCcw, point: 'policy' },
] as const;

export function PricingClaritySection() {
  const t = useT(guidesEn);
  return (
    <section aria-labelledby="pricing-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-heading"
          eyebrow={t('guides.pricing.eyebrow')}
          title={t('guides.pricing.title')}
          intro={t('guides.pricing.intro')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {PRICING_POINTS.map(({ icon: Icon, point }) => (
            <li key={point} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-foreground">{t(`guides.pricing.${point}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(`guides.pricing.${point}.text`)}</p>
            </li>
          ))}
        </ul>
        <ScopeNotice className="mx-auto mt-10 max-w-3xl" />
      </div>
    </section>
  );
}
