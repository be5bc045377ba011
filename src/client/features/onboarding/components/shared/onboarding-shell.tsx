import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';
import { cn } from '@/lib/utils';

type OnboardingShellProps = {
  title: string;
  description?: ReactNode;
  // Above the title, e.g. a back button.
  before?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
};

// One frame for every onboarding step: a soft background, the step's h1 and its content.
export function OnboardingShell({ title, description, before, children, width = 'wide' }: OnboardingShellProps) {
  usePageMeta(title);
  return (
    <div className="bg-gradient-to-b from-indigo-50/70 to-background">
      <div className={cn('mx-auto px-4 py-10 sm:px-6 sm:py-14', width === 'wide' ? 'max-w-6xl' : 'max-w-2xl')}>
        {before ? <div className="mb-6">{before}</div> : null}
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
          {description ? <p className="mx-auto mt-3 max-w-2xl text-base text-muted-foreground">{description}</p> : null}
        </header>
        {children}
      </div>
    </div>
  );
}
