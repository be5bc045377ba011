import { describe, expect, it } from 'vitest';
import { INTL_TAG } from '@shared/i18n/locales';
import { coachMoneyDe } from '@/i18n/catalogs/coach-money.de';
import { formatMessage } from '@/lib/i18n/format-message';
import { coachFormats } from '../lib/coach-formats';
import { payoutFailureText, type MoneyT } from './payout-failure-text';

const failure = {
  id: 1,
  amountCents: 4_250,
  currency: 'usd',
  failureCode: 'account_closed',
  failureMessage: 'The bank account has been closed.',
  createdAt: '2026-11-03T02:00:00.000Z',
};

describe('payoutFailureText', () => {
  it('says how much, when (in the coach’s time zone), why, and what to do', () => {
    expect(payoutFailureText(failure, 'America/New_York')).toBe(
      'Stripe could not pay out $42.50 to your bank on Mon, Nov 2, 2026: The bank account has been closed. Update your bank details in Stripe.',
    );
  });

  it('falls back to the failure code, then to saying no reason was given', () => {
    expect(payoutFailureText({ ...failure, failureMessage: null }, 'UTC')).toContain('on Tue, Nov 3, 2026: account closed.');
    expect(payoutFailureText({ ...failure, failureMessage: null, failureCode: null }, 'UTC')).toContain(': no reason was given.');
  });
});

describe('payoutFailureText in German', () => {
  it('writes the sentence, the money and the date for a German reader', () => {
    const t: MoneyT = (key, values) => formatMessage(coachMoneyDe[key], INTL_TAG.de, values);
    expect(payoutFailureText({ ...failure, failureMessage: null, failureCode: null }, 'UTC', t, coachFormats('de'))).toBe(
      'Stripe konnte am Di., 3. Nov. 2026 42,50\u00a0$ nicht auf dein Konto auszahlen: es wurde kein Grund genannt. Bitte aktualisiere deine Bankdaten bei Stripe.',
    );
  });
});
