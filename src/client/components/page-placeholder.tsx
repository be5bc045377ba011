import type { ReactNode } from 'react';

// A plain page frame for screens still being built, so every route in the
// route tables resolves to a real page with a heading.
export function PagePlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <div className="mt-4 max-w-2xl text-base leading-relaxed text-muted-foreground">{children}</div>
    </section>
  );
}
