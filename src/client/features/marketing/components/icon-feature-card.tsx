// The marketing pages' card: an icon tile, a heading and a short paragraph.
// `beside` sits next to the icon (e.g. "Step 2").
import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/utils';

type IconFeatureCardProps = {
  icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
  testId: string;
  className?: string;
  beside?: ReactNode;
};

export function IconFeatureCard({ icon: Icon, title, text, testId, className, beside }: IconFeatureCardProps) {
  const tile = (
    <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-indigo-100 text-primary">
      <Icon className="size-5" />
    </span>
  );
  return (
    <li data-testid={testId} className={cn('rounded-xl border border-border bg-card p-6 shadow-sm', className)}>
      {beside ? (
        <div className="flex items-center gap-3">
          {tile}
          {beside}
        </div>
      ) : (
        tile
      )}
      <h3 className="mt-4 text-lg font-semibold text-foreground">{title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
    </li>
  );
}
