import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled, { css, type DefaultTheme } from 'styled-components';
import type { PaymentKind } from '../../contract/types';
import { formatAmount } from '../billing/formatAmount';
import { PAYMENT_KINDS, type SpendTotals } from '../billing/spendTotals';
import { PAYMENT_KIND_TOTALS } from './account.messages';
import { EmptyState } from '../../components';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  spendEmpty: {
    id: 'account.spend.empty',
    defaultMessage: 'No charges yet this billing period',
  },
  spendMeter: {
    id: 'account.spend.meter',
    defaultMessage: 'Spending by kind of charge',
    description: 'Accessible name of the stacked bar of monthly fee, checkouts and unlocks.',
  },
  spendPercent: {
    id: 'account.spend.percent',
    defaultMessage: '{share, number, percent}',
    description: 'Share of the total beside an amount in the spend meter legend.',
  },
  spendShare: {
    id: 'account.spend.share',
    defaultMessage: '{amount}, {share, number, percent} of {total}',
    description: 'Spoken value of one part of the spend meter, e.g. "$24.00, 18% of $131.00".',
  },
  spendTotal: {
    id: 'account.spend.total',
    defaultMessage: 'Spent since {date}',
    description: 'Above the total of the billing period; {date} is the day the period started.',
  },
});

/**
 * Colour of each kind of charge: the billing history badges' category colours (issue #32 point
 * 5: a kind is not a status; an unlock is no warning), at least 3:1 on the surface.
 */
const kindColor = (theme: DefaultTheme, kind: PaymentKind) =>
  kind === 'subscription'
    ? theme.colors.textMuted
    : kind === 'checkout'
      ? theme.colors.categoryTeal
      : theme.colors.categoryPurple;

/**
 * Fill of a kind: solid for the monthly fee, stripes one way for checkouts and the other for
 * unlocks, so the parts differ without colour too (greyscale, colour blindness).
 */
const kindFill = (kind: PaymentKind) => css`
  background-color: ${({ theme }) => kindColor(theme, kind)};
  ${
    kind !== 'subscription' &&
    css`
      background-image: repeating-linear-gradient(
        ${kind === 'checkout' ? '45deg' : '-45deg'},
        transparent 0 4px,
        ${({ theme }) => theme.colors.surface} 4px 6px
      );
    `
  }
`;

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

const StyledSince = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTotal = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

const StyledTrack = styled.div`
  display: flex;
  gap: 2px;
  height: 16px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

/** Its share of the track is its `flex-grow`, inline: a class per amount otherwise. */
const StyledPart = styled.div<{ $kind: PaymentKind }>`
  flex: 0 1 0;
  min-width: 6px;
  ${({ $kind }) => kindFill($kind)}
`;

const StyledLegend = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledKey = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm}px;
  align-items: center;
`;

const StyledSwatch = styled.span<{ $kind: PaymentKind }>`
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  ${({ $kind }) => kindFill($kind)}
`;

const StyledKeyLabel = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledKeyValue = styled.span`
  grid-column: 2;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`;

const StyledShare = styled.span`
  margin-left: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** Props of {@link SpendMeter}. */
export interface SpendMeterProps {
  /** What was charged in the period, by kind, in cents of `totals.currency`. */
  totals: SpendTotals;
  /** When the period started: `Subscription.current_period_start` (ISO 8601). */
  periodStart: string;
}

/**
 * The spend meter of the current billing period (issue #9 point 4 "Spend"): the total charged
 * since `periodStart`, a bar split into the monthly fee, checkouts and unlocks, and a legend
 * with each amount and its share of the total, formatted in the charges' currency for the
 * interface language. Each part of the bar is a `meter` named by its kind whose value is its
 * amount out of the total (spoken "$24.00, 18% of $131.00"); the legend says the same in text
 * and the parts differ by pattern as well as colour. A period without charges shows an empty
 * bar and says so. Presentational: the totals come from `sumPaymentsByKind`.
 */
export function SpendMeter({ totals, periodStart }: SpendMeterProps) {
  const intl = useIntl();
  const money = (cents: number) => formatAmount(intl, cents, totals.currency);
  const total = money(totals.total);
  const shareOf = (cents: number) => (totals.total > 0 ? cents / totals.total : 0);
  return (
    <StyledRoot>
      <div>
        <StyledSince>
          <FormattedMessage
            {...messages.spendTotal}
            values={{ date: <FormattedDate value={periodStart} dateStyle="long" /> }}
          />
        </StyledSince>
        <StyledTotal>{total}</StyledTotal>
      </div>
      {totals.total > 0 ? (
        <StyledTrack role="group" aria-label={intl.formatMessage(messages.spendMeter)}>
          {PAYMENT_KINDS.filter((kind) => totals[kind] > 0).map((kind) => (
            <StyledPart
              key={kind}
              $kind={kind}
              style={{ flexGrow: totals[kind] }}
              role="meter"
              aria-label={intl.formatMessage(PAYMENT_KIND_TOTALS[kind])}
              aria-valuemin={0}
              aria-valuemax={totals.total}
              aria-valuenow={totals[kind]}
              aria-valuetext={intl.formatMessage(messages.spendShare, {
                amount: money(totals[kind]),
                share: shareOf(totals[kind]),
                total,
              })}
              data-kind={kind}
            />
          ))}
        </StyledTrack>
      ) : (
        <>
          <StyledTrack aria-hidden="true" />
          <EmptyState
            size="compact"
            headingLevel={3}
            icon={null}
            title={<FormattedMessage {...messages.spendEmpty} />}
          />
        </>
      )}
      <StyledLegend>
        {PAYMENT_KINDS.map((kind) => (
          <StyledKey key={kind}>
            <StyledSwatch $kind={kind} aria-hidden="true" />
            <StyledKeyLabel>
              <FormattedMessage {...PAYMENT_KIND_TOTALS[kind]} />
            </StyledKeyLabel>
            <StyledKeyValue>
              {money(totals[kind])}
              {totals.total > 0 && (
                <StyledShare>
                  <FormattedMessage
                    {...messages.spendPercent}
                    values={{ share: shareOf(totals[kind]) }}
                  />
                </StyledShare>
              )}
            </StyledKeyValue>
          </StyledKey>
        ))}
      </StyledLegend>
    </StyledRoot>
  );
}
