import { Spinner } from '@/components/ui/spinner';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';
import { errorText } from '@/lib/error-text';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';
import { cn } from '@/lib/utils';

// While a list or panel loads: a spinner in the space it will take.
export function Loading({ label }: { label: string }) {
  return (
    <div className="py-12 text-center">
      <Spinner className="size-6 text-primary" label={label} />
    </div>
  );
}

// When it could not load: what failed, then why, read out at once.
export function LoadError({ what, error, className }: { what: string; error: unknown; className?: string }) {
  const t = useT(commonEn);
  const translate = useTranslateSentence();
  return (
    <p role="alert" className={cn('text-sm text-destructive', className)}>
      {t('common.loadError', { what, reason: translate(errorText(error)) })}
    </p>
  );
}
