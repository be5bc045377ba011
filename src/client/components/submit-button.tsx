import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { formsEn } from '@/i18n/catalogs/forms.en';
import { useT } from '@/lib/i18n/i18n-context';

// Disabled with a spinner while the request runs (docs/product/ui-behaviour.md#buttons-while-a-request-runs).
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useT(formsEn);
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner label={t('forms.pleaseWait')} /> : null}
      {children}
    </Button>
  );
}
