import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { SectionHeading } from './section-heading';

// Five questions, one open at a time, collapsible (docs/product/marketing-pages.md#how-it-works).
const FAQS = [
  {
    id: 'coaching-vs-therapy',
    question: 'How is mindfulness coaching different from therapy?',
    answer:
      'Therapy is a health service that assesses and treats mental health conditions, and is provided by licensed professionals. Mindfulness coaching is not treatment. It helps you build awareness, calm and healthy habits for everyday life, and it looks mostly at the present and the small steps you can take next.',
  },
  {
    id: 'who-is-it-for',
    question: 'Who is mindfulness coaching suitable for?',
    answer:
      'Coaching suits adults who are generally coping day to day and want support with things like stress, sleep routines, focus, parenting or starting a meditation practice. It is not suitable as the main support during a mental health crisis. If you are in crisis or thinking about harming yourself, please contact your local emergency number or a crisis line straight away.',
  },
  {
    id: 'medical-advice',
    question: 'Will my coach give me medical advice?',
    answer:
      'No. Coaches on Stillpoint do not diagnose conditions, prescribe or advise on medication, or give medical advice of any kind. If something comes up that needs a doctor or a mental health professional, a good coach will say so and encourage you to seek that help.',
  },
  {
    id: 'therapist-at-same-time',
    question: 'Can I work with a coach while seeing a therapist?',
    answer:
      "Many people do. Coaching can complement therapy by giving you practical time to practise mindfulness skills. We suggest letting your therapist know, and telling your coach too, so that everyone's guidance points in the same direction. If the two ever conflict, follow your therapist's advice.",
  },
  {
    id: 'first-session',
    question: 'What should I expect in my first session?',
    answer:
      'Your first session is mostly about getting to know each other. Your coach will ask what brought you to coaching and what you would like to change, explain how they work, and usually guide you through a short practice such as a breathing exercise. You can share as much or as little as you like, and you are welcome to ask questions at any point.',
  },
] as const;

export function FaqSection() {
  return (
    <section aria-labelledby="faq-heading" className="bg-card py-16 sm:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions" />
        <Accordion type="single" collapsible className="mt-10 rounded-xl border border-border bg-background px-6">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
