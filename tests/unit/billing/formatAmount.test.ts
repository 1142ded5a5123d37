/** formatAmount: amounts in the currency's minor unit (contract `unit_amount`, `Payment.amount`). */
import { createIntl } from 'react-intl';
import { formatAmount } from '../../../src/features/billing/formatAmount';

const en = createIntl({ locale: 'en', messages: {} });
const es = createIntl({ locale: 'es', messages: {} });

describe('formatAmount', () => {
  it('reads two-decimal currencies in cents', () => {
    expect(formatAmount(en, 1200, 'usd')).toBe('$12.00');
    expect(formatAmount(en, 9900, 'USD')).toBe('$99.00');
  });

  it('reads zero-decimal currencies as whole units', () => {
    expect(formatAmount(en, 1200, 'jpy')).toBe('¥1,200');
  });

  it('reads three-decimal currencies in thousandths', () => {
    expect(formatAmount(en, 1500, 'kwd').replace(/\s/g, ' ')).toBe('KWD 1.500');
  });

  it('formats for the locale', () => {
    expect(formatAmount(es, 123456, 'usd').replace(/\s/g, ' ')).toBe('1234,56 US$');
  });
});
