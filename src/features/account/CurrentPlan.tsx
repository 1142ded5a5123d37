import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CardSummary, Subscription } from '../../contract/types';
import { Alert, Badge, Button, EmptyState, Inline, Stack } from '../../components';
import { cardBrandName } from '../billing/cardOnFile';
import { formatAmount } from '../billing/formatAmount';
import { pathOfStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';
import { DetailList, type DetailItem } from './DetailList';
import { canCancel, endOf, PLAN_STATE_BADGE, planStateOf, type PlanState } from './planStatus';
import { accountMessages } from './account.messages';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  planCancel: { id: 'account.plan.cancel', defaultMessage: 'Cancel plan' },
  planCancelledText: {
    id: 'account.plan.cancelled.text',
    defaultMessage: "You won't be charged again. After that date, choose a plan to keep hiring.",
  },
  planCancelledTitle: {
    id: 'account.plan.cancelled.title',
    defaultMessage: 'Cancelled — active until {date}',
  },
  planCard: { id: 'account.plan.card', defaultMessage: 'Card' },
  planCardExpiry: { id: 'account.plan.cardExpiry', defaultMessage: 'Expires {expiry}' },
  planCardValue: {
    id: 'account.plan.cardValue',
    defaultMessage: '{brand} ending in {last4}',
  },
  planCommunicationFee: {
    id: 'account.plan.communicationFee',
    defaultMessage: 'Fee per candidate checked out',
  },
  planContactFee: { id: 'account.plan.contactFee', defaultMessage: 'Fee per unlock' },
  planDays: {
    id: 'account.plan.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  },
  planEndedOn: { id: 'account.plan.endedOn', defaultMessage: 'Ended on' },
  planEndsOn: { id: 'account.plan.endsOn', defaultMessage: 'Active until' },
  planMonthlyFee: { id: 'account.plan.monthlyFee', defaultMessage: 'Monthly fee' },
  planName: { id: 'account.plan.name', defaultMessage: '{plan} plan' },
  planNextBilling: {
    id: 'account.plan.nextBilling',
    defaultMessage: 'Next billing date',
  },
  planNoCard: { id: 'account.plan.noCard', defaultMessage: 'No card on file' },
  planNoneText: {
    id: 'account.plan.none.text',
    defaultMessage: 'Your account has no plan. Choose one to start hiring.',
  },
  planNoneTitle: { id: 'account.plan.none.title', defaultMessage: 'No plan yet' },
  planPerMonth: { id: 'account.plan.perMonth', defaultMessage: '{amount} / month' },
  planStatusActive: { id: 'account.plan.status.active', defaultMessage: 'Active' },
  planStatusCanceled: { id: 'account.plan.status.canceled', defaultMessage: 'Ended' },
  planStatusCancelled: {
    id: 'account.plan.status.cancelled',
    defaultMessage: 'Cancelled',
  },
  planStatusIncomplete: {
    id: 'account.plan.status.incomplete',
    defaultMessage: 'Awaiting payment',
  },
  planStatusPastDue: {
    id: 'account.plan.status.past_due',
    defaultMessage: 'Payment failed',
  },
  planUnlockDays: { id: 'account.plan.unlockDays', defaultMessage: 'Unlock lasts' },
});

/** The badge text of each plan state. */
const PLAN_STATE_NAMES: Readonly<Record<PlanState, Message>> = {
  active: messages.planStatusActive,
  canceled: messages.planStatusCanceled,
  cancelled: messages.planStatusCancelled,
  incomplete: messages.planStatusIncomplete,
  past_due: messages.planStatusPastDue,
};

const StyledPlanName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CurrentPlanProps {
  /** `getCurrentSubscription`: the latest Subscription, or `null` (204) when none yet. */
  subscription: Subscription | null;
  /** Asks to cancel (opens the confirmation); the button shows only while cancellable. */
  onCancel?: () => void;
  /**
   * No plan yet: offer "Choose a plan" (`/sign-up/plans`). Off while an earlier sign-up step
   * (email, company) is unfinished, since the plans would send the employer back to it.
   */
  canChoosePlan?: boolean;
}

/** A calendar date of the contract (`yyyy-MM-dd`), shown as that day whatever the time zone. */
function CalendarDate({ value }: { value: string }) {
  return <FormattedDate value={`${value}T00:00:00Z`} dateStyle="long" timeZone="UTC" />;
}

/** "Visa ending in 4242 · Expires 08/2028" from the card on file. */
function CardText({ card }: { card: CardSummary }) {
  const intl = useIntl();
  const expiry = intl.formatDate(Date.UTC(card.exp_year, card.exp_month - 1, 1), {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <>
      <FormattedMessage
        {...messages.planCardValue}
        values={{
          brand: cardBrandName(intl, card.brand),
          last4: card.last4,
        }}
      />{' '}
      <StyledMuted>
        · <FormattedMessage {...messages.planCardExpiry} values={{ expiry }} />
      </StyledMuted>
    </>
  );
}

/**
 * The "current plan" section's content (SPEC §1 billing, §2 account screen; contract
 * `getCurrentSubscription`): the plan's name and status, monthly fee, usage fees (per
 * candidate checked out, per unlock, how long an unlock lasts), the next billing date — or
 * "Cancelled — active until <date>" once cancelled, the end date once ended — and the
 * card charged; amounts in the plan's currency, dates in the interface language. No
 * subscription → "No plan yet" with a link to the plans. A running plan offers "Cancel plan".
 */
export function CurrentPlan({ subscription, onCancel, canChoosePlan = true }: CurrentPlanProps) {
  const intl = useIntl();
  if (!subscription) {
    return (
      <EmptyState
        headingLevel={3}
        icon={null}
        title={<FormattedMessage {...messages.planNoneTitle} />}
        description={<FormattedMessage {...messages.planNoneText} />}
        action={
          canChoosePlan ? (
            <ActionLink to={pathOfStep('plan')}>
              <FormattedMessage {...accountMessages.planChoose} />
            </ActionLink>
          ) : undefined
        }
      />
    );
  }
  const { plan } = subscription;
  const state = planStateOf(subscription);
  const money = (cents: number) => formatAmount(intl, cents, plan.currency);
  const items: DetailItem[] = [
    {
      key: 'monthly_amount',
      term: <FormattedMessage {...messages.planMonthlyFee} />,
      value: (
        <FormattedMessage
          {...messages.planPerMonth}
          values={{ amount: money(plan.monthly_amount) }}
        />
      ),
    },
    {
      key: 'communication_request_amount',
      term: <FormattedMessage {...messages.planCommunicationFee} />,
      value: money(plan.communication_request_amount),
    },
    {
      key: 'contact_details_amount',
      term: <FormattedMessage {...messages.planContactFee} />,
      value: money(plan.contact_details_amount),
    },
    {
      key: 'unlock_days',
      term: <FormattedMessage {...messages.planUnlockDays} />,
      value: <FormattedMessage {...messages.planDays} values={{ days: plan.unlock_days }} />,
    },
  ];
  if (state === 'canceled') {
    items.push({
      key: 'ends_at',
      term: <FormattedMessage {...messages.planEndedOn} />,
      value: <FormattedDate value={endOf(subscription)} dateStyle="long" />,
    });
  } else if (state === 'cancelled') {
    items.push({
      key: 'ends_at',
      term: <FormattedMessage {...messages.planEndsOn} />,
      value: <FormattedDate value={endOf(subscription)} dateStyle="long" />,
    });
  } else if (subscription.next_billing_date) {
    items.push({
      key: 'next_billing_date',
      term: <FormattedMessage {...messages.planNextBilling} />,
      value: <CalendarDate value={subscription.next_billing_date} />,
    });
  }
  items.push({
    key: 'payment_method',
    term: <FormattedMessage {...messages.planCard} />,
    value: subscription.payment_method ? (
      <CardText card={subscription.payment_method} />
    ) : (
      <FormattedMessage {...messages.planNoCard} />
    ),
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Inline gap="sm">
          <StyledPlanName>
            <FormattedMessage {...messages.planName} values={{ plan: plan.name }} />
          </StyledPlanName>
          <Badge variant={PLAN_STATE_BADGE[state]}>
            <FormattedMessage {...PLAN_STATE_NAMES[state]} />
          </Badge>
        </Inline>
        <StyledDescription>{plan.description}</StyledDescription>
      </Stack>
      {state === 'cancelled' && (
        <Alert
          variant="info"
          title={
            <FormattedMessage
              {...messages.planCancelledTitle}
              values={{ date: <FormattedDate value={endOf(subscription)} dateStyle="long" /> }}
            />
          }
        >
          <FormattedMessage {...messages.planCancelledText} />
        </Alert>
      )}
      <DetailList items={items} />
      {onCancel && canCancel(subscription) && (
        <div>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...messages.planCancel} />
          </Button>
        </div>
      )}
    </Stack>
  );
}
