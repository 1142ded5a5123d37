import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Subscription } from '../../api/types';
import { Alert, Stack } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { pathOfStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';

const StyledText = styled.p`
  margin: 0;
`;

export interface PlanStatusBannerProps {
  /** The current subscription (`getCurrentSubscription`). */
  subscription: Subscription;
}

/** `true` when {@link PlanStatusBanner} has something to say about `subscription`. */
export function hasPlanStatusBanner(subscription: Pick<Subscription, 'status'>): boolean {
  return (
    subscription.status === 'past_due' ||
    subscription.status === 'incomplete' ||
    subscription.status === 'canceled'
  );
}

/**
 * The banner of a plan that needs the employer (SPEC §1 billing, §2 account screen
 * "current plan"; contract Subscription.status), with the way out:
 * - `past_due`: a monthly payment failed → "Update card and pay" (`/sign-up/checkout?plan=<id>`);
 * - `incomplete`: the first payment awaits confirmation → "Confirm payment" (same route);
 * - `canceled`: the plan has ended → "Choose a plan" (`/sign-up/plans`).
 * Renders nothing for other states.
 */
export function PlanStatusBanner({ subscription }: PlanStatusBannerProps) {
  const intl = useIntl();
  const { plan } = subscription;
  if (subscription.status === 'past_due') {
    return (
      <Alert variant="warning" title={<FormattedMessage id="account.plan.pastDue.title" />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage
              id="account.plan.pastDue.text"
              values={{ amount: formatAmount(intl, plan.monthly_amount, plan.currency) }}
            />
          </StyledText>
          <ActionLink to={pathOfStep('payment', plan.id)}>
            <FormattedMessage id="account.plan.pastDue.action" />
          </ActionLink>
        </Stack>
      </Alert>
    );
  }
  if (subscription.status === 'incomplete') {
    return (
      <Alert variant="warning" title={<FormattedMessage id="account.plan.incomplete.title" />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage id="account.plan.incomplete.text" />
          </StyledText>
          <ActionLink to={pathOfStep('payment', plan.id)}>
            <FormattedMessage id="account.plan.incomplete.action" />
          </ActionLink>
        </Stack>
      </Alert>
    );
  }
  if (subscription.status === 'canceled') {
    return (
      <Alert variant="info" title={<FormattedMessage id="account.plan.canceled.title" />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage id="account.plan.canceled.text" />
          </StyledText>
          <ActionLink to={pathOfStep('plan')}>
            <FormattedMessage id="account.plan.choose" />
          </ActionLink>
        </Stack>
      </Alert>
    );
  }
  return null;
}
