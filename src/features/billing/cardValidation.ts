/**
 * Card checks of the demo payment provider, written to behave like Stripe Elements in test
 * mode (SPEC §3 billing labels: card number, CVV, expiration date): the card number passes the
 * Luhn check and has its brand's length, the expiry is a real month not in the past, the CVC
 * has 3 digits (4 for American Express). Every failure is reported with Stripe's own
 * `validation_error` code (`incomplete_number`, `invalid_expiry_year_past`, …) so the same
 * translated messages serve both providers. Card types, digit groups, lengths, security-code
 * sizes and the Luhn check come from card-validator (issue #20 point 1). Pure functions; the
 * clock is a parameter.
 */

import cardValidator from 'card-validator';
import luhn10 from 'card-validator/dist/luhn-10';

/** Card brands the demo provider recognises from the number's prefix (Stripe's names). */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

/** Stripe Elements' `validation_error` codes for the three card fields. */
export type CardFieldErrorCode =
  | 'incomplete_number'
  | 'invalid_number'
  | 'incomplete_expiry'
  | 'invalid_expiry_month'
  | 'invalid_expiry_year'
  | 'invalid_expiry_year_past'
  | 'incomplete_cvc';

/** The three card fields of the payment form. */
export type CardField = 'number' | 'expiry' | 'cvc';

/** Years ahead an expiry may lie before Stripe calls the year invalid. */
const MAX_EXPIRY_YEARS_AHEAD = 50;

/** The digits of `value`, everything else dropped. */
function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** `true` when the digits of `value` pass the Luhn (mod 10) check (card-validator's); `false` for no digits. */
export function luhnValid(value: string): boolean {
  const digits = digitsOf(value);
  return digits.length > 0 && luhn10(digits);
}

/** card-validator's card types → Stripe's brand names (the ones Stripe Elements reports). */
const BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  discover: 'discover',
  'diners-club': 'diners',
  jcb: 'jcb',
};

/**
 * What card-validator (braintree's card-type tables) knows of a (partial) number: its type,
 * digit groups (`gaps`), lengths and security-code size; `null` while the type is unclear.
 */
function cardTypeOf(value: string) {
  return cardValidator.number(digitsOf(value)).card;
}

/** The brand of a (partial) card number, from its first digits; `unknown` when it is unclear. */
export function cardBrand(value: string): CardBrand {
  const type = cardTypeOf(value)?.type;
  return (type && BRANDS[type]) || 'unknown';
}

/** What a brand's numbers look like: card-validator's entry for it (Visa's for `unknown`). */
function brandType(brand: CardBrand) {
  const type = Object.keys(BRANDS).find((key) => BRANDS[key] === brand) ?? 'visa';
  return cardValidator.creditCardType.getTypeInfo(type);
}

/**
 * Digits a complete card number of `brand` has, the brand's shortest (15 Amex, 14 Diners, 16
 * the others), as Stripe Elements' test mode completes them.
 */
function cardNumberLength(brand: CardBrand): number {
  return Math.min(...brandType(brand).lengths);
}

/** Digits of the card's security code: 4 for American Express, 3 for the others. */
function cvcLength(brand: CardBrand): number {
  return brandType(brand).code.size;
}

/**
 * A card number as typed, grouped as its brand prints it (card-validator's `gaps`: Amex 4-6-5
 * "3782 822463 10005", Diners 4-6-4, the others 4-4-4-4), cut to the brand's length.
 */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const digits = digitsOf(value).slice(0, cardNumberLength(brand));
  const gaps = brandType(brand).gaps;
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (gaps.includes(i)) out += ' ';
    out += digits[i];
  }
  return out;
}

/**
 * An expiry as typed, formatted "MM / YY": a leading digit above 1 becomes a zero-padded
 * month ("4" → "04 / "), at most 4 digits. `deleting` keeps a trailing separator from
 * coming back while the cardholder erases it.
 */
export function formatExpiry(value: string, deleting = false): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** A CVC as typed: digits only, at most the brand's length (4 while the brand is unknown). */
export function formatCvc(value: string, brand: CardBrand): string {
  return digitsOf(value).slice(0, brand === 'unknown' ? 4 : cvcLength(brand));
}

/** Month (1–12) and full year of an "MM / YY" expiry, or `null` when incomplete. */
function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOf(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/** The card number's error code, or `null` when it is complete and passes the Luhn check. */
export function validateCardNumber(value: string): CardFieldErrorCode | null {
  const digits = digitsOf(value);
  if (digits.length < cardNumberLength(cardBrand(digits))) return 'incomplete_number';
  return luhnValid(digits) ? null : 'invalid_number';
}

/**
 * The expiry's error code, or `null` when it is a real month from `now`'s month (inclusive,
 * in UTC) up to {@link MAX_EXPIRY_YEARS_AHEAD} years ahead.
 */
export function validateExpiry(value: string, now: Date): CardFieldErrorCode | null {
  const parsed = parseExpiry(value);
  if (!parsed) return 'incomplete_expiry';
  const { month, year } = parsed;
  if (month < 1 || month > 12) return 'invalid_expiry_month';
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth))
    return 'invalid_expiry_year_past';
  if (year > thisYear + MAX_EXPIRY_YEARS_AHEAD) return 'invalid_expiry_year';
  return null;
}

/** The CVC's error code, or `null` with 3 digits (4 for American Express) — 3 or 4 while the brand is unknown. */
export function validateCvc(value: string, brand: CardBrand): CardFieldErrorCode | null {
  const digits = digitsOf(value);
  const needed = brand === 'unknown' ? 3 : cvcLength(brand);
  return digits.length >= needed ? null : 'incomplete_cvc';
}

/** The demo card form's values, as typed (formatted). */
export interface DemoCardValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** The error code of each invalid field; empty when the card is complete and valid. */
export type CardFieldErrors = Partial<Record<CardField, CardFieldErrorCode>>;

/** Checks all three fields at `now` (see the single-field validators). */
export function validateCard(values: DemoCardValues, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = validateCardNumber(values.number);
  const expiry = validateExpiry(values.expiry, now);
  const cvc = validateCvc(values.cvc, cardBrand(values.number));
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  return errors;
}
