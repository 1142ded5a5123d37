import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CardSummary, Subscription } from '../../api/types';
import { Alert, Badge, Button, EmptyState, Inline, Stack } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { pathOfStep } from '../signUp/signUpProgress';
import { ActionLink } from './ActionLink';
import { DetailList, type DetailItem } from './DetailList';
import { canCancel, endOf, PLAN_STATE_BADGE, planStateOf } from './planStatus';

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
        id="account.plan.cardValue"
        values={{
          brand: intl.formatMessage({ id: `account.plan.brand.${card.brand}` }),
          last4: card.last4,
        }}
      />{' '}
      <StyledMuted>
        · <FormattedMessage id="account.plan.cardExpiry" values={{ expiry }} />
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
        title={<FormattedMessage id="account.plan.none.title" />}
        description={<FormattedMessage id="account.plan.none.text" />}
        action={
          canChoosePlan ? (
            <ActionLink to={pathOfStep('plan')}>
              <FormattedMessage id="account.plan.choose" />
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
      term: <FormattedMessage id="account.plan.monthlyFee" />,
      value: (
        <FormattedMessage
          id="account.plan.perMonth"
          values={{ amount: money(plan.monthly_amount) }}
        />
      ),
    },
    {
      key: 'communication_request_amount',
      term: <FormattedMessage id="account.plan.communicationFee" />,
      value: money(plan.communication_request_amount),
    },
    {
      key: 'contact_details_amount',
      term: <FormattedMessage id="account.plan.contactFee" />,
      value: money(plan.contact_details_amount),
    },
    {
      key: 'unlock_days',
      term: <FormattedMessage id="account.plan.unlockDays" />,
      value: <FormattedMessage id="account.plan.days" values={{ days: plan.unlock_days }} />,
    },
  ];
  if (state === 'canceled') {
    items.push({
      key: 'ends_at',
      term: <FormattedMessage id="account.plan.endedOn" />,
      value: <FormattedDate value={endOf(subscription)} dateStyle="long" />,
    });
  } else if (state === 'cancelled') {
    items.push({
      key: 'ends_at',
      term: <FormattedMessage id="account.plan.endsOn" />,
      value: <FormattedDate value={endOf(subscription)} dateStyle="long" />,
    });
  } else if (subscription.next_billing_date) {
    items.push({
      key: 'next_billing_date',
      term: <FormattedMessage id="account.plan.nextBilling" />,
      value: <CalendarDate value={subscription.next_billing_date} />,
    });
  }
  items.push({
    key: 'payment_method',
    term: <FormattedMessage id="account.plan.card" />,
    value: subscription.payment_method ? (
      <CardText card={subscription.payment_method} />
    ) : (
      <FormattedMessage id="account.plan.noCard" />
    ),
  });

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Inline gap="sm">
          <StyledPlanName>
            <FormattedMessage id="account.plan.name" values={{ plan: plan.name }} />
          </StyledPlanName>
          <Badge variant={PLAN_STATE_BADGE[state]}>
            <FormattedMessage id={`account.plan.status.${state}`} />
          </Badge>
        </Inline>
        <StyledDescription>{plan.description}</StyledDescription>
      </Stack>
      {state === 'cancelled' && (
        <Alert
          variant="info"
          title={
            <FormattedMessage
              id="account.plan.cancelled.title"
              values={{ date: <FormattedDate value={endOf(subscription)} dateStyle="long" /> }}
            />
          }
        >
          <FormattedMessage id="account.plan.cancelled.text" />
        </Alert>
      )}
      <DetailList items={items} />
      {onCancel && canCancel(subscription) && (
        <div>
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage id="account.plan.cancel" />
          </Button>
        </div>
      )}
    </Stack>
  );
}
