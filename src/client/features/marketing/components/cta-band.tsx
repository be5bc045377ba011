import type { ReactNode } from 'react';

type CtaBandProps = { id: string; title: string; text: string; children: ReactNode };

// The closing call to action of a marketing page.
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="px-4 pb-20 sm:px-6">
      <div className="mx-auto w-full max-w-5xl rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 id={id} className="font-serif text-3xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg leading-relaxed text-indigo-100">{text}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{children}</div>
      </div>
    </section>
  );
}
