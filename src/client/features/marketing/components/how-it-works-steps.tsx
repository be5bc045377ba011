import { IconFeatureCard } from './icon-feature-card';
import { CalendarCheck, NotebookPen, Search, Video } from 'lucide-react';
import type { Ref } from 'react';
import { SectionHeading } from './section-heading';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';

export const HOW_IT_WORKS_SECTION_ID = 'how-it-works';

const STEPS = [
  {
    icon: Search,
    step: 'find',
  },
  {
    icon: CalendarCheck,
    step: 'book',
  },
  {
    icon: Video,
    step: 'meet',
  },
  {
    icon: NotebookPen,
    step: 'reflect',
  },
] as const;

// tabIndex -1 lets the Learn More button move keyboard focus here after scrolling.
export function HowItWorksSteps({ ref }: { ref?: Ref<HTMLElement> }) {
  const t = useT(guidesEn);
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
          eyebrow={t('guides.steps.eyebrow')}
          title={t('guides.steps.title')}
          intro={t('guides.steps.intro')}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon, step }, index) => (
            <IconFeatureCard
              key={step}
              icon={icon}
              title={t(`guides.steps.${step}.title`)}
              text={t(`guides.steps.${step}.text`)}
              testId="how-it-works-step"
              className="relative"
              beside={<span className="text-sm font-semibold text-teal">{t('guides.stepNumber', { number: index + 1 })}</span>}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
