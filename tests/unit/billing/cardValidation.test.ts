/** The demo provider's card checks behave like Stripe Elements in test mode. */
import {
  cardBrand,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  luhnValid,
  validateCard,
  validateCardNumber,
  validateCvc,
  validateExpiry,
} from '../../../src/features/billing/cardValidation';

/** A fixed clock: 15 May 2026, 12:00 UTC (the stories' frozen instant). */
const NOW = new Date('2026-05-15T12:00:00Z');

describe('Luhn check', () => {
  it.each([
    ['4242424242424242', true],
    ['4242 4242 4242 4242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['4000000000000001', false],
    ['', false],
  ])('%s → %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });
});

describe('card number', () => {
  it('groups as the brand prints it and stops at the brand length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    // American Express is 4-6-5 (issue #20 point 1: it was grouped 4-4-4-3), Diners 4-6-4.
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782 8224')).toBe('3782 8224');
    expect(formatCardNumber('37828224631')).toBe('3782 822463 1');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
  });

  it('recognises brands from the prefix', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('2223')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('1234')).toBe('unknown');
  });

  it.each([
    ['', 'incomplete_number'],
    ['4242 4242 4242', 'incomplete_number'],
    ['4242 4242 4242 4241', 'invalid_number'],
    ['4242 4242 4242 4242', null],
    ['3782 822463 10005', null],
    ['3782 822463 1000', 'incomplete_number'],
  ])('%j → %s', (number, error) => {
    expect(validateCardNumber(number)).toBe(error);
  });
});

describe('expiry (MM / YY) against a fixed clock (2026-05-15)', () => {
  it('formats as typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it.each([
    ['', 'incomplete_expiry'],
    ['12 / 3', 'incomplete_expiry'],
    ['13 / 30', 'invalid_expiry_month'],
    ['00 / 30', 'invalid_expiry_month'],
    ['04 / 26', 'invalid_expiry_year_past'],
    ['12 / 25', 'invalid_expiry_year_past'],
    ['05 / 26', null],
    ['06 / 26', null],
    ['12 / 34', null],
    ['12 / 77', 'invalid_expiry_year'],
  ])('%j → %s', (expiry, error) => {
    expect(validateExpiry(expiry, NOW)).toBe(error);
  });
});

describe('CVC', () => {
  it('keeps digits only, up to the brand length (4 while unknown)', () => {
    expect(formatCvc('12a34', 'visa')).toBe('123');
    expect(formatCvc('12345', 'amex')).toBe('1234');
    expect(formatCvc('12345', 'unknown')).toBe('1234');
  });

  it.each([
    ['', 'visa', 'incomplete_cvc'],
    ['12', 'visa', 'incomplete_cvc'],
    ['123', 'visa', null],
    ['123', 'amex', 'incomplete_cvc'],
    ['1234', 'amex', null],
    ['123', 'unknown', null],
    ['1234', 'unknown', null],
  ] as const)('%j (%s) → %s', (cvc, brand, error) => {
    expect(validateCvc(cvc, brand)).toBe(error);
  });
});

describe('whole card', () => {
  it('reports every invalid field at once', () => {
    expect(validateCard({ number: '4242', expiry: '01 / 20', cvc: '1' }, NOW)).toEqual({
      number: 'incomplete_number',
      expiry: 'invalid_expiry_year_past',
      cvc: 'incomplete_cvc',
    });
  });

  it('accepts the success test card with a future date', () => {
    expect(
      validateCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, NOW),
    ).toEqual({});
  });
});
