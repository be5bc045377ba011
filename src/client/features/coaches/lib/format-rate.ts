import { formatDollars } from '@shared/domain/money';

// Coach rates are usually whole dollars: '$85' reads calmer than '$85.00' on a
// card. Cents, when a coach sets them, are shown with two decimals.
export function formatRate(dollars: number): string {
  const money = formatDollars(dollars);
  return money.endsWith('.00') ? money.slice(0, -3) : money;
}
