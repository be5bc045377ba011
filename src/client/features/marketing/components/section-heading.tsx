import { cn } from '@/lib/utils';

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  className?: string;
};

// One look for every marketing section's h2, so the pages read as a set.
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-teal">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
