import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Candidate, JobOpening } from '../../contract/types';
import { formatAmount } from '../billing/formatAmount';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  checkoutFor: { id: 'billing.checkout.for', defaultMessage: '{candidates} · {name}' },
  checkoutLine: {
    id: 'billing.checkout.line',
    defaultMessage: '{count, plural, one {# candidate} other {# candidates}} × {amount}',
  },
  checkoutSummary: { id: 'billing.checkout.summary', defaultMessage: 'Order summary' },
  checkoutTotal: { id: 'billing.checkout.total', defaultMessage: 'Total' },
});

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  /** Element id (the dialog moves focus here when the payment step opens). */
  id?: string;
  opening: JobOpening;
  /** The candidates being paid for. */
  candidates: Candidate[];
  /**
   * Price per candidate, in the currency's minor unit (cents): the plan's
   * `communication_request_amount`, or `meta.unit_amount` until the plan is known
   * (`checkoutPrice`, issue #9 point 2) — the same figure as the running total and Pay button.
   */
  unitAmount: number;
  /** ISO 4217 currency of `unitAmount` (the plan's, else `meta.currency`). */
  currency: string;
}

const StyledSummary = styled.section`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &:focus {
    outline: none;
  }
`;

const StyledRow = styled.div<{ $strong?: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md}px;
  font-weight: ${({ theme, $strong }) =>
    $strong ? theme.fontWeights.semibold : theme.fontWeights.regular};
  & + & {
    margin-top: ${({ theme }) => theme.space.xs}px;
  }
`;

const StyledNames = styled.p`
  margin: ${({ theme }) => `${theme.space.xs}px 0 ${theme.space.sm}px`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The order of a candidate checkout (SPEC §2 checkout step, issue #9 point 2): who is paid
 * for, for which opening, the unit price × count and the total (`unitAmount × count`, cents,
 * formatted in `currency` for the interface language).
 */
export function CheckoutSummary({
  id,
  opening,
  candidates,
  unitAmount,
  currency,
}: CheckoutSummaryProps) {
  const intl = useIntl();
  const count = candidates.length;
  const total = formatAmount(intl, unitAmount * count, currency);
  return (
    <StyledSummary id={id} tabIndex={-1} aria-label={intl.formatMessage(messages.checkoutSummary)}>
      <StyledRow>
        <span>
          <FormattedMessage
            {...messages.checkoutLine}
            values={{ count, amount: formatAmount(intl, unitAmount, currency) }}
          />
        </span>
        <span>{total}</span>
      </StyledRow>
      <StyledNames>
        <FormattedMessage
          {...messages.checkoutFor}
          values={{
            name: opening.name,
            candidates: intl.formatList(
              candidates.map((c) => c.name),
              { type: 'conjunction' },
            ),
          }}
        />
      </StyledNames>
      <StyledRow $strong>
        <span>
          <FormattedMessage {...messages.checkoutTotal} />
        </span>
        <span>{total}</span>
      </StyledRow>
    </StyledSummary>
  );
}
