import { LoaderCircleIcon } from './icons';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

// Fills the viewport below the header while a page loads, so the footer stays
// out of view and does not jump down when the page arrives (layout shift).
export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center">
      <Spinner className="size-8 text-primary" />
    </div>
  );
}
