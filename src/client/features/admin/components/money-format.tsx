// Shared bits of the Money section's tables: amounts, state words, problem highlighting.
import { centsToDollars, formatDollars } from '@shared/domain/money';
import { cn } from '@/lib/utils';

export const money = (cents: number) => formatDollars(centsToDollars(cents));
export const label = (status: string) => status.replaceAll('_', ' ');
const PROBLEM = new Set(['failed', 'held', 'mismatches']);

export function StatusText({ status }: { status: string }) {
  return <span className={cn('capitalize', PROBLEM.has(status) && 'font-semibold text-destructive')}>{label(status)}</span>;
}
