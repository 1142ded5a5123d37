import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { Plan } from '../../contract/types';
import { Badge, Button, Icon } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { signUpMessages } from './signUp.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  plansCheckoutFee: {
    id: 'signUp.plans.checkoutFee',
    defaultMessage: 'Per candidate checked out',
  },
  plansChoose: { id: 'signUp.plans.choose', defaultMessage: 'Choose {plan}' },
  plansFeatures: { id: 'signUp.plans.features', defaultMessage: 'Features' },
  plansRecommended: { id: 'signUp.plans.recommended', defaultMessage: 'Recommended' },
  plansUnlockFee: {
    id: 'signUp.plans.unlockFee',
    defaultMessage: 'Per chat unlock ({days, plural, one {# day} other {# days}})',
  },
});

export interface PlanCardProps {
  /** The plan (contract Plan: amounts in the currency's minor unit, cents). */
  plan: Plan;
  /** Called when the employer picks this plan. */
  onChoose: (plan: Plan) => void;
  /** A note above the button, e.g. "Your current plan". */
  note?: ReactNode;
  /** Heading level of the plan name (default 2). */
  headingLevel?: 2 | 3;
}

const StyledPlan = styled.article<{ $recommended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $recommended, theme }) =>
    $recommended &&
    css`
      border: 2px solid ${theme.colors.primary};
    `}
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFees = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px 0;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledFeatures = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.xs}px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/**
 * One monthly plan as a comparable card (SPEC §1 billing; contract Plan, `listPlans`): name,
 * description, monthly fee, fee per candidate checked out (`communication_request_amount`),
 * fee per unlock (`contact_details_amount`) and its `unlock_days`, the features, and a
 * choose button. The recommended plan (`is_recommended`) is highlighted with a badge and a
 * stronger border. Amounts are formatted by react-intl in the plan's currency and the
 * interface language.
 */
export function PlanCard({ plan, onChoose, note, headingLevel = 2 }: PlanCardProps) {
  const intl = useIntl();
  const money = (cents: number) => formatAmount(intl, cents, plan.currency);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `plan-${plan.id}-name`;
  return (
    <StyledPlan $recommended={plan.is_recommended} aria-labelledby={headingId}>
      <StyledHeader>
        <Heading id={headingId}>{plan.name}</Heading>
        {plan.is_recommended && (
          <Badge variant="info">
            <FormattedMessage {...messages.plansRecommended} />
          </Badge>
        )}
      </StyledHeader>
      <StyledPrice>
        <FormattedMessage
          {...signUpMessages.plansPerMonth}
          values={{ amount: <strong>{money(plan.monthly_amount)}</strong> }}
        />
      </StyledPrice>
      {plan.description && <StyledDescription>{plan.description}</StyledDescription>}
      <StyledFees>
        <dt>
          <FormattedMessage {...messages.plansCheckoutFee} />
        </dt>
        <dd>{money(plan.communication_request_amount)}</dd>
        <dt>
          <FormattedMessage {...messages.plansUnlockFee} values={{ days: plan.unlock_days }} />
        </dt>
        <dd>{money(plan.contact_details_amount)}</dd>
      </StyledFees>
      <StyledFeatures aria-label={intl.formatMessage(messages.plansFeatures)}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={16} />
            {feature}
          </li>
        ))}
      </StyledFeatures>
      {note}
      <Button
        variant={plan.is_recommended ? 'primary' : 'secondary'}
        fullWidth
        onClick={() => onChoose(plan)}
      >
        <FormattedMessage {...messages.plansChoose} values={{ plan: plan.name }} />
      </Button>
    </StyledPlan>
  );
}
