import { EarthIcon, LeafIcon, SparklesIcon } from '@/components/ui/icons';
import { SectionHeading } from './section-heading';
import { landingEn } from '@/i18n/catalogs/landing.en';
import { useT } from '@/lib/i18n/i18n-context';

// Each value's name and text are in the landing catalog under landing.about.<id>.
const VALUES = [
  { id: 'presence', icon: LeafIcon },
  { id: 'accessibility', icon: EarthIcon },
  { id: 'transformation', icon: SparklesIcon },
] as const;

export function AboutSection() {
  const t = useT(landingEn);
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="about-heading"
          eyebrow={t('landing.about.eyebrow')}
          title={t('landing.about.title')}
          intro={t('landing.about.intro')}
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {VALUES.map(({ icon: Icon, id }) => (
            <li key={id} data-testid="about-value" className="text-center">
              <span
                aria-hidden="true"
                className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-serif text-xl font-semibold text-foreground">{t(`landing.about.${id}.name`)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(`landing.about.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
