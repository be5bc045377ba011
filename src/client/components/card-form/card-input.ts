// The test-mode card form (docs/product/checkout-and-fees.md#test-mode). The server decides the outcome;
// these only tidy what is typed and catch obvious slips before a round trip.
export type CardInput = { number: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardInput, string>>;

export const CARD_MESSAGES = {
  number: 'Enter your card number.',
  expiry: 'Enter the expiry date as MM/YY.',
  cvc: 'Enter the 3 or 4 digit security code.',
} as const;

// '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits).
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

// '1230' -> '12/30'; a lone first digit above 1 becomes '0d/'.
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

export function validateCard(card: CardInput): CardErrors {
  const errors: CardErrors = {};
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) errors.number = CARD_MESSAGES.number;
  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) errors.expiry = CARD_MESSAGES.expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  return errors;
}
