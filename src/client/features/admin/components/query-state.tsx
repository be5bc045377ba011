import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { adminEn } from '@/i18n/catalogs/admin.en';
import { useT } from '@/lib/i18n/i18n-context';
import { useTranslateSentence } from '@/lib/i18n/translate-sentence';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner className="size-6 text-primary" label={label} />
    </div>
  );
}

export function ErrorBlock({ title, error, onRetry }: { title: string; error: Error | null; onRetry?: () => void }) {
  const t = useT(adminEn);
  // The server's reason, in the reader's language where the catalogs know it.
  const translate = useTranslateSentence();
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-red-50 p-6 text-sm">
      <p className="font-semibold text-destructive">{title}</p>
      {error ? <p className="mt-1 text-red-900">{translate(errorText(error))}</p> : null}
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {t('admin.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

export function SectionHeader({ title, description, children }: { title: string; description?: string; children?: React.ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h2 className="font-serif text-2xl font-semibold tracking-tight text-foreground">{title}</h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </div>
  );
}

// An admin section: its visible heading and, for screen readers, a heading
// that names what follows (the list, the figures) for the section to be labelled by.
export function AdminSection({
  title,
  description,
  contentLabel,
  action,
  children,
}: {
  title: string;
  description: string;
  contentLabel: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader title={title} description={description}>
        {action}
      </SectionHeader>
      <h3 id={headingId} className="sr-only">
        {contentLabel}
      </h3>
      {children}
    </section>
  );
}
