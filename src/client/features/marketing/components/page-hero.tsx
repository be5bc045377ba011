import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow: string; title: string; intro: string; children?: ReactNode };

// The top of each marketing page: the page's only h1, a short promise and
// its calls to action.
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-heading"
      className="relative overflow-hidden border-b border-border bg-gradient-to-b from-indigo-50 to-background"
    >
      <div className="mx-auto w-full max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-teal">{eyebrow}</p>
        <h1 id="page-heading" className="mt-3 font-serif text-4xl font-semibold tracking-tight text-foreground sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground">{intro}</p>
        {children ? (
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
