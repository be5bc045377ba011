import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { SectionHeading } from './section-heading';
import { guidesEn } from '@/i18n/catalogs/guides.en';
import { useT } from '@/lib/i18n/i18n-context';

// Five questions, one open at a time, collapsible (docs/product/marketing-pages.md#how-it-works).
const FAQS = [
  { id: 'coaching-vs-therapy', key: 'therapy' },
  { id: 'who-is-it-for', key: 'whoFor' },
  { id: 'medical-advice', key: 'medical' },
  { id: 'therapist-at-same-time', key: 'therapist' },
  { id: 'first-session', key: 'firstSession' },
] as const;

export function FaqSection() {
  const t = useT(guidesEn);
  return (
    <section aria-labelledby="faq-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" eyebrow={t('guides.faq.eyebrow')} title={t('guides.faq.title')} />
        <Accordion type="single" collapsible className="mt-10 rounded-xl border border-border bg-background px-6">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger>{t(`guides.faq.${faq.key}.question`)}</AccordionTrigger>
              <AccordionContent>{t(`guides.faq.${faq.key}.answer`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
