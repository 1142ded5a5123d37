import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Subscription } from '../../contract/types';
import { Alert, Button, Stack } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { pathOfStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';
import { accountMessages } from './account.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  planCanceledText: {
    id: 'account.plan.canceled.text',
    defaultMessage: 'Choose a plan to create job openings and contact candidates again.',
  },
  planCanceledTitle: {
    id: 'account.plan.canceled.title',
    defaultMessage: 'Your plan has ended',
  },
  planIncompleteAction: {
    id: 'account.plan.incomplete.action',
    defaultMessage: 'Confirm payment',
  },
  planIncompleteText: {
    id: 'account.plan.incomplete.text',
    defaultMessage:
      'Your bank asked you to confirm the first payment of your plan. Confirm it to start using the plan.',
  },
  planIncompleteTitle: {
    id: 'account.plan.incomplete.title',
    defaultMessage: 'Your payment awaits confirmation',
  },
  planPastDueAction: {
    id: 'account.plan.pastDue.action',
    defaultMessage: 'Update card and pay',
  },
  planPastDueText: {
    id: 'account.plan.pastDue.text',
    defaultMessage:
      "We couldn't charge your card for this month's fee of {amount}. Job openings and paid actions are paused until it is paid.",
  },
  planPastDueTitle: {
    id: 'account.plan.pastDue.title',
    defaultMessage: 'Your monthly payment failed',
  },
});

const StyledText = styled.p`
  margin: 0;
`;

export interface PlanStatusBannerProps {
  /** The current subscription (`getCurrentSubscription`). */
  subscription: Subscription;
  /**
   * "Update card and pay" of a `past_due` plan: opens the payment of the overdue month on the
   * account page (`OverduePaymentDialog`, issue #30 point 11).
   */
  onPayOverdue: () => void;
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
 * - `past_due`: a monthly payment failed → "Update card and pay", a button that opens the payment
 *   of the overdue month in the account area (`onPayOverdue`; issue #30 point 11: not the
 *   sign-up wizard);
 * - `incomplete`: the first payment awaits confirmation → "Confirm payment" (the sign-up
 *   checkout of the same plan, `/sign-up/checkout?plan=<id>`);
 * - `canceled`: the plan has ended → "Choose a plan" (`/sign-up/plans`).
 * Renders nothing for other states.
 */
export function PlanStatusBanner({ subscription, onPayOverdue }: PlanStatusBannerProps) {
  const intl = useIntl();
  const { plan } = subscription;
  if (subscription.status === 'past_due') {
    return (
      <Alert variant="warning" title={<FormattedMessage {...messages.planPastDueTitle} />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage
              {...messages.planPastDueText}
              values={{ amount: formatAmount(intl, plan.monthly_amount, plan.currency) }}
            />
          </StyledText>
          <Button onClick={onPayOverdue}>
            <FormattedMessage {...messages.planPastDueAction} />
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (subscription.status === 'incomplete') {
    return (
      <Alert variant="warning" title={<FormattedMessage {...messages.planIncompleteTitle} />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage {...messages.planIncompleteText} />
          </StyledText>
          <ActionLink to={pathOfStep('payment', plan.id)}>
            <FormattedMessage {...messages.planIncompleteAction} />
          </ActionLink>
        </Stack>
      </Alert>
    );
  }
  if (subscription.status === 'canceled') {
    return (
      <Alert variant="info" title={<FormattedMessage {...messages.planCanceledTitle} />}>
        <Stack gap="sm" align="flex-start">
          <StyledText>
            <FormattedMessage {...messages.planCanceledText} />
          </StyledText>
          <ActionLink to={pathOfStep('plan')}>
            <FormattedMessage {...accountMessages.planChoose} />
          </ActionLink>
        </Stack>
      </Alert>
    );
  }
  return null;
}
