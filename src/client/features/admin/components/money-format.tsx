// Shared bits of the Money section's tables: amounts, state words, problem highlighting.
import { centsToDollars } from '@shared/domain/money';
import { adminMoneyEn } from '@/i18n/catalogs/admin-money.en';
import { useLocale, useT } from '@/lib/i18n/i18n-context';
import { cn } from '@/lib/utils';
import { useAdminFormats } from '../lib/format';

// A state's code as English shows it ('in_flight' → 'in flight'); also what
// every language shows for a state its catalog does not know.
const code = (status: string) => status.replaceAll('_', ' ');
const PROBLEM = new Set(['failed', 'held', 'mismatches']);

export function useMoneyFormats() {
  const t = useT(adminMoneyEn);
  const { dollars } = useAdminFormats();
  return {
    money: (cents: number) => dollars(centsToDollars(cents)),
    state: (status: string) => t('admin-money.state', { status, raw: code(status) }),
    check: (check: string) => t('admin-money.check', { check, raw: code(check) }),
  };
}

// English writes its state codes in lower case and capitalizes them on screen;
// the other catalogs write them as they should read.
export function StatusText({ status }: { status: string }) {
  const { state } = useMoneyFormats();
  const english = useLocale() === 'en';
  return <span className={cn(english && 'capitalize', PROBLEM.has(status) && 'font-semibold text-destructive')}>{state(status)}</span>;
}

export function CheckText({ check }: { check: string }) {
  const { check: checkLabel } = useMoneyFormats();
  return <span className={cn(useLocale() === 'en' && 'capitalize')}>{checkLabel(check)}</span>;
}
