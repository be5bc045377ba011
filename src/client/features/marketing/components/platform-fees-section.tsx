import { guidesEn } from '@/i18n/catalogs/guides.en';
import { INTL_TAG } from '@shared/i18n/locales';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { SectionHeading } from './section-heading';

const FEE_ROWS = [
  { plan: 'guides.fees.proPlan', beta: 0, afterBeta: 0.05 },
  { plan: 'guides.fees.freePlan', beta: 0, afterBeta: 0.12 },
] as const;

// A real table: the comparison is two-dimensional (plan x period).
export function PlatformFeesSection() {
  const t = useT(guidesEn);
  // "5%" in English, "5 %" in German and Spanish.
  const percent = new Intl.NumberFormat(INTL_TAG[useLocale()], { style: 'percent' });
  return (
    <section aria-labelledby="fees-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <SectionHeading
          id="fees-heading"
          eyebrow={t('guides.fees.eyebrow')}
          title={t('guides.fees.title')}
          intro={t('guides.fees.intro')}
        />
        <div className="mt-10 overflow-hidden rounded-xl border border-border">
          <table className="w-full text-left">
            <caption className="sr-only">{t('guides.fees.caption')}</caption>
            <thead className="bg-muted text-sm text-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  {t('guides.fees.plan')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  {t('guides.fees.duringBeta')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-5">
                  {t('guides.fees.afterBeta')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-background">
              {FEE_ROWS.map((row) => (
                <tr key={row.plan}>
                  <th scope="row" className="whitespace-nowrap px-4 py-4 font-medium text-foreground sm:px-5">
                    {t(row.plan)}
                  </th>
                  <td className="px-4 py-4 font-semibold text-teal sm:px-5">{percent.format(row.beta)}</td>
                  <td className="px-4 py-4 text-foreground sm:px-5">{percent.format(row.afterBeta)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
