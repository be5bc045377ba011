import { CheckCircle2 } from 'lucide-react';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';
import { SectionHeading } from './section-heading';

const SESSION_FLOW = [
  'guides.firstSession.flow.confirm',
  'guides.firstSession.flow.meet',
  'guides.firstSession.flow.ask',
  'guides.firstSession.flow.practice',
  'guides.firstSession.flow.finish',
] as const;

const PREPARATION = [
  'guides.firstSession.prepare.spot',
  'guides.firstSession.prepare.check',
  'guides.firstSession.prepare.notes',
  'guides.firstSession.prepare.comfort',
  'guides.firstSession.prepare.beginners',
] as const;

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 space-y-4">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-muted-foreground">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function FirstSessionSection() {
  const t = useT(guidesEn);
  return (
    <section aria-labelledby="first-session-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="first-session-heading"
          eyebrow={t('guides.firstSession.eyebrow')}
          title={t('guides.firstSession.title')}
          intro={t('guides.firstSession.intro')}
        />
        <div className="mt-12 grid gap-10 md:grid-cols-2">
          <div className="rounded-xl border border-border bg-background p-6 sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-foreground">{t('guides.firstSession.flowTitle')}</h3>
            <CheckList items={SESSION_FLOW.map((key) => t(key))} />
          </div>
          <div className="rounded-xl border border-border bg-background p-6 sm:p-8">
            <h3 className="font-serif text-2xl font-semibold text-foreground">{t('guides.firstSession.prepareTitle')}</h3>
            <CheckList items={PREPARATION.map((key) => t(key))} />
          </div>
        </div>
      </div>
    </section>
  );
}
