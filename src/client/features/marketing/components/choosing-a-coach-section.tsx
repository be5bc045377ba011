import { Compass, MessageSquareText, Scale, UserCheck } from 'lucide-react';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { SectionHeading } from './section-heading';

const TIPS = [
  { icon: Compass, tip: 'start' },
  { icon: MessageSquareText, tip: 'read' },
  { icon: Scale, tip: 'check' },
  { icon: UserCheck, tip: 'trust' },
] as const;

export function ChoosingACoachSection() {
  const t = useT(guidesEn);
  return (
    <section aria-labelledby="choosing-heading" className="py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="choosing-heading"
          eyebrow={t('guides.choosing.eyebrow')}
          title={t('guides.choosing.title')}
          intro={t('guides.choosing.intro')}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2">
          {TIPS.map(({ icon: Icon, tip }) => (
            <li key={tip} className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm">
              <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-100 text-primary">
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-foreground">{t(`guides.choosing.${tip}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-muted-foreground">{t(`guides.choosing.${tip}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
