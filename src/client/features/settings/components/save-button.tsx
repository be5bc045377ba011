import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { commonEn } from '@/i18n/catalogs/common.en';
import { useT } from '@/lib/i18n/i18n-context';

type SaveButtonProps = { pending: boolean; disabled?: boolean; children: ReactNode };

// Disabled with a spinner while the request runs, like every other form.
export function SaveButton({ pending, disabled = false, children }: SaveButtonProps) {
  const t = useT(commonEn);
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={pending || disabled} aria-busy={pending}>
      {pending ? <Spinner label={t('common.pleaseWait')} /> : null}
      {children}
    </Button>
  );
}
