import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, Icon, Spinner } from '../../components';
import { formatAmount } from './formatAmount';
import type { SpendTotals } from './spendTotals';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  openingSpendDetail: {
    id: 'billing.openingSpend.detail',
    defaultMessage: 'Checkouts {checkout} · Unlocks {unlock}',
  },
  openingSpendError: {
    id: 'billing.openingSpend.error',
    defaultMessage: 'Cost unavailable',
  },
  openingSpendLoading: {
    id: 'billing.openingSpend.loading',
    defaultMessage: 'Loading what this job opening has cost…',
  },
  openingSpendValue: {
    id: 'billing.openingSpend.value',
    defaultMessage: 'Cost so far: {amount}',
  },
});

const StyledCost = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
`;

const StyledValue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
`;

const StyledDetail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

/** Props of {@link OpeningSpendSummary}. */
export interface OpeningSpendSummaryProps {
  /**
   * The opening's charges summed by kind (cents of `totals.currency`); `undefined` while they
   * load or when they could not be loaded.
   */
  totals: SpendTotals | undefined;
  /** Loading failed: say so and offer `onRetry`. */
  failed?: boolean;
  /** Asks for the charges again (after `failed`). */
  onRetry?: () => void;
}

/**
 * What a job opening has cost so far, for the chats screen header (issue #9 point 4 "Spend"):
 * "Cost so far: $64.00" — its checkouts and unlocks together — then the two amounts, in the
 * charges' currency for the interface language. While loading, a small spinner named for
 * screen readers; on failure "Cost unavailable" with a retry button. Presentational: the
 * totals come from `OpeningSpend`.
 */
export function OpeningSpendSummary({ totals, failed = false, onRetry }: OpeningSpendSummaryProps) {
  const intl = useIntl();
  if (failed) {
    return (
      <StyledCost>
        <StyledDetail>
          <FormattedMessage {...messages.openingSpendError} />
        </StyledDetail>
        {onRetry && (
          <Button variant="ghost" size="sm" onClick={onRetry}>
            <FormattedMessage {...commonMessages.retry} />
          </Button>
        )}
      </StyledCost>
    );
  }
  if (!totals) {
    return (
      <StyledCost>
        <Spinner size="sm" label={intl.formatMessage(messages.openingSpendLoading)} />
      </StyledCost>
    );
  }
  const money = (cents: number) => formatAmount(intl, cents, totals.currency);
  return (
    <StyledCost data-testid="opening-cost">
      <StyledValue>
        <Icon name="creditCard" size={16} />
        <FormattedMessage
          {...messages.openingSpendValue}
          values={{ amount: money(totals.checkout + totals.unlock) }}
        />
      </StyledValue>
      <StyledDetail>
        <FormattedMessage
          {...messages.openingSpendDetail}
          values={{ checkout: money(totals.checkout), unlock: money(totals.unlock) }}
        />
      </StyledDetail>
    </StyledCost>
  );
}
