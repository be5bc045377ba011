// The coach's payout account as the dashboard shows it (docs/product/payouts.md).
import { z } from 'zod';

export const PAYOUT_STATES = ['not_started', 'pending', 'enabled', 'restricted'] as const;
export const ZPayoutState = z.enum(PAYOUT_STATES);
export type TPayoutState = z.infer<typeof ZPayoutState>;

export const ZPayoutAccount = z.object({
  state: ZPayoutState,
  // 'test' while payments run in test mode (no Stripe keys), else 'stripe'.
  provider: z.enum(['test', 'stripe']),
  // Whether a coach without payouts enabled is hidden from clients (Stripe on).
  requiredForListing: z.boolean(),
  // True once the coach has been to onboarding at least once.
  started: z.boolean(),
  // What Stripe still asks for, in words (see REQUIREMENT_LABELS).
  requirementsDue: z.array(z.string()),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZOnboardingLink = z.object({ url: z.string() });

export const ZTestOnboardingOutcome = z.enum(['complete', 'pending', 'missing']);
export const ZTestOnboardingRequest = z.object({ outcome: ZTestOnboardingOutcome });
export const ZTestOnboardingLink = z.object({ accountId: z.string(), returnUrl: z.string() });
export const ZTestOnboardingDone = z.object({ returnUrl: z.string() });

export const PAYOUT_MESSAGES = {
  linkUnknown: 'This set-up link has expired or was already used. Start again from your dashboard.',
  testModeOnly: 'This page only exists while payments run in test mode.',
} as const;

// Stripe's requirement codes in plain words. Codes are matched by their most
// specific known prefix ('individual.address.city' -> 'individual.address').
const REQUIREMENT_LABELS: Record<string, string> = {
  external_account: 'A bank account for your payouts',
  business_type: 'Whether you coach as an individual or a company',
  'business_profile.url': 'A website or a short description of your coaching',
  'business_profile.product_description': 'A website or a short description of your coaching',
  'business_profile.mcc': 'The kind of business you run',
  'business_profile.support_phone': 'A support phone number',
  'individual.first_name': 'Your legal name',
  'individual.last_name': 'Your legal name',
  'individual.dob': 'Your date of birth',
  'individual.address': 'Your home address',
  'individual.email': 'Your e-mail address',
  'individual.phone': 'Your phone number',
  'individual.ssn_last_4': 'The last 4 digits of your Social Security number',
  'individual.id_number': 'Your full Social Security number',
  'individual.verification.document': 'A photo of your ID',
  'individual.verification.additional_document': 'A document that proves your address',
  'tos_acceptance.date': "Accepting Stripe's terms of service",
  'tos_acceptance.ip': "Accepting Stripe's terms of service",
  'company.name': 'Your company name',
  'company.tax_id': 'Your company tax ID',
  'company.address': 'Your company address',
};

export function requirementLabel(code: string): string {
  for (let key = code; key; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
    const label = REQUIREMENT_LABELS[key];
    if (label) return label;
  }
  return `Other details Stripe asks for (${code})`;
}

// Each label once, in the order Stripe listed the codes.
export const requirementLabels = (codes: readonly string[]): string[] => [...new Set(codes.map(requirementLabel))];
