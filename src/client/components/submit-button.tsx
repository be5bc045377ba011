import type { ReactNode } from 'react';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';

// Disabled with a spinner while the request runs (docs/product/ui-behaviour.md#buttons-while-a-request-runs).
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const t = useT(commonEn);
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner label={t('common.pleaseWait')} /> : null}
      {children}
    </Button>
  );
}
