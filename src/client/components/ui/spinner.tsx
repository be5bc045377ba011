import { LoaderCircleIcon } from './icons';
import { uiEn } from '@/i18n/catalogs/ui.en';
import { useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useT(uiEn);
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircleIcon aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
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
