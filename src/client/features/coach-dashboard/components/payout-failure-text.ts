// A failed payout (Stripe's payout.failed) in the coach's words: what did not
// arrive, when, why, and the one thing they can do about it. The reason is
// Stripe's own text, in the language Stripe wrote it.
import { centsToDollars } from '@shared/domain/money';
import type { TCoachPayoutFailures } from '@shared/schemas/ledger';
import { INTL_TAG } from '@shared/i18n/locales';
import { coachMoneyEn } from '@/i18n/catalogs/coach-money.en';
import { formatMessage } from '@/lib/i18n/format-message';
import type { Translate } from '@/lib/i18n/i18n-context';
import { coachFormats, type CoachFormats } from '../lib/coach-formats';

type Failure = TCoachPayoutFailures['payoutFailures'][number];
export type MoneyT = Translate<keyof typeof coachMoneyEn>;

const english: MoneyT = (key, values) => formatMessage(coachMoneyEn[key], INTL_TAG.en, values);

export function payoutFailureText(
  failure: Failure,
  timeZone: string,
  t: MoneyT = english,
  formats: CoachFormats = coachFormats('en'),
): string {
  const amount = formats.price(centsToDollars(failure.amountCents));
  const date = formats.shortDate(new Date(failure.createdAt), timeZone);
  const reason = (failure.failureMessage ?? failure.failureCode?.replaceAll('_', ' ') ?? t('coach-money.noReason')).replace(/\.$/, '');
  return t('coach-money.failureText', { amount, date, reason });
}
