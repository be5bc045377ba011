import { IconFeatureCard } from './icon-feature-card';
import { CalendarSync, Check, NotebookPen, Palette, TrendingUp } from 'lucide-react';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { SectionHeading } from './section-heading';

const PRO_FEATURES = [
  { icon: TrendingUp, feature: 'priority' },
  { icon: Palette, feature: 'branding' },
  { icon: CalendarSync, feature: 'calendar' },
  { icon: NotebookPen, feature: 'notes' },
] as const;

const PLAN_POINTS = ['guides.offer.noFees', 'guides.offer.everyFeature', 'guides.offer.notify'] as const;

export function FoundingOfferSection() {
  const t = useT(guidesEn);
  return (
    <section aria-labelledby="offer-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="offer-heading"
          eyebrow={t('guides.offer.eyebrow')}
          title={t('guides.offer.title')}
          intro={t('guides.offer.intro')}
        />
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-5">
          <div className="rounded-2xl border-2 border-primary bg-card p-8 shadow-md lg:col-span-2">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('guides.offer.proPlan')}</p>
            <p className="mt-4 flex items-baseline gap-3">
              <span className="font-serif text-4xl font-semibold text-foreground">{t('guides.offer.free')}</span>
              <span className="text-muted-foreground">{t('guides.offer.duringBeta')}</span>
            </p>
            <p className="mt-2 text-muted-foreground">
              {t('guides.offer.regularlyBefore')}
              <span className="font-medium text-foreground">{t('guides.offer.regularlyPrice')}</span>
              {t('guides.offer.regularlyAfter')}
            </p>
            <ul className="mt-6 space-y-3">
              {PLAN_POINTS.map((key) => (
                <li key={key} className="flex gap-3 text-foreground">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
                  {t(key)}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
            {PRO_FEATURES.map(({ icon, feature }) => (
              <IconFeatureCard
                key={feature}
                icon={icon}
                title={t(`guides.offer.${feature}.title`)}
                text={t(`guides.offer.${feature}.text`)}
                testId="pro-feature"
              />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
