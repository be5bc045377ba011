import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export function DetailFrame({ backHref, backLabel, children }: { backHref: string; backLabel: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <Link href={backHref} className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> {backLabel}
      </Link>
      <div className="mt-4 grid grid-cols-1 gap-6">{children}</div>
    </div>
  );
}

export function DetailCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={cn('min-w-0 p-5 sm:p-6', className)}>
      <h2 className="mb-4 text-lg font-semibold text-foreground">{title}</h2>
      {children}
    </Card>
  );
}

export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {items.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
          <dd className="mt-0.5 break-words text-sm text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
