import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaidRequest } from '../../api/chatsApi';
import { useCreateSubscriptionMutation } from '../../api/subscriptionApi';
import type { Subscription } from '../../contract/types';
import { Modal } from '../../components';
import { errorsShownInline } from '../../store/apiNotifications';
import { notify } from '../../store/notifier';
import { cardBrandName } from '../billing/cardOnFile';
import { CardPaymentForm } from '../billing/CardPaymentForm';
import { formatAmount } from '../billing/formatAmount';
import { DetailList } from './DetailList';
import { overdueMonthStart } from './overduePayment';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  amount: { id: 'account.overdue.amount', defaultMessage: 'Amount due' },
  failedCard: {
    id: 'account.overdue.failedCard',
    defaultMessage: "The fee for {month} couldn't be charged to your {brand} ending in {last4}.",
  },
  failedNoCard: {
    id: 'account.overdue.failedNoCard',
    defaultMessage: "The fee for {month} couldn't be charged.",
  },
  month: { id: 'account.overdue.month', defaultMessage: 'Month' },
  notNow: { id: 'account.overdue.notNow', defaultMessage: 'Not now' },
  paid: {
    id: 'account.overdue.paid',
    defaultMessage: 'Payment received — your plan is active again',
  },
  paidDetail: {
    id: 'account.overdue.paidDetail',
    defaultMessage:
      'The {plan} plan fee for {month} is paid. You can create job openings and contact candidates again.',
  },
  plan: { id: 'account.overdue.plan', defaultMessage: 'Plan' },
  planName: { id: 'account.overdue.planName', defaultMessage: '{plan} plan' },
  summary: { id: 'account.overdue.summary', defaultMessage: 'What you are paying' },
  then: {
    id: 'account.overdue.then',
    defaultMessage:
      'Your plan is active again as soon as it is paid, then billed monthly from today until you cancel.',
  },
  title: { id: 'account.overdue.title', defaultMessage: 'Pay the overdue month' },
});

const StyledSummary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The month whose fee is overdue, as people say it: "June 2025" / "junio de 2025" (UTC, like
 * the charge's description in the billing history).
 */
function useOverdueMonth(subscription: Subscription): string {
  const intl = useIntl();
  return intl.formatDate(overdueMonthStart(subscription), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * What the dialog pays: why it is due (the month and the card that failed; its paragraph's id
 * is `reasonId`, the dialog's description), then the plan, the month and the amount.
 */
function OverdueSummary({
  subscription,
  reasonId,
}: {
  subscription: Subscription;
  reasonId: string;
}) {
  const intl = useIntl();
  const month = useOverdueMonth(subscription);
  const { plan, payment_method: card } = subscription;
  return (
    <StyledSummary aria-label={intl.formatMessage(messages.summary)}>
      <p id={reasonId}>
        {card ? (
          <FormattedMessage
            {...messages.failedCard}
            values={{ month, brand: cardBrandName(intl, card.brand), last4: card.last4 }}
          />
        ) : (
          <FormattedMessage {...messages.failedNoCard} values={{ month }} />
        )}
      </p>
      <DetailList
        items={[
          {
            key: 'plan',
            term: <FormattedMessage {...messages.plan} />,
            value: <FormattedMessage {...messages.planName} values={{ plan: plan.name }} />,
          },
          { key: 'month', term: <FormattedMessage {...messages.month} />, value: month },
          {
            key: 'amount',
            term: <FormattedMessage {...messages.amount} />,
            value: <strong>{formatAmount(intl, plan.monthly_amount, plan.currency)}</strong>,
          },
        ]}
      />
      <StyledNote>
        <FormattedMessage {...messages.then} />
      </StyledNote>
    </StyledSummary>
  );
}

/** Props of {@link OverduePaymentDialog}. */
export interface OverduePaymentDialogProps {
  /** The `past_due` subscription (contract `getCurrentSubscription`) whose fee is overdue. */
  subscription: Subscription;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes it (Not now, ×, Escape — through "Discard changes?" when a card was typed — or paid). */
  onClose: () => void;
}

/**
 * "Pay the overdue month" (issue #30 point 11; SPEC §1 billing, §2 account screen "current
 * plan"; contract `createSubscription` for the plan of a `past_due` subscription): a dialog of
 * the account page with the plan, the month whose fee is overdue ("June 2025"), the amount (the
 * plan's `monthly_amount`, in cents, shown in its currency) and the card payment form of
 * src/features/billing ({@link CardPaymentForm}: one Idempotency-Key per attempt, 3-D Secure,
 * the provider's error kinds shown and focused in the dialog, "Your payment is being
 * processed…" and no closing while paying).
 *
 * The contract's `createSubscription` requires a `payment_method_id`, and the card on file
 * (`payment_method`, the card whose charge failed) has none the app can send: the form asks for
 * a card, and the summary names the card that failed. On success (201, the subscription
 * `active`): the current-subscription cache takes the answer and the billing history reloads
 * (the mutation's `Payment` tag), a success toast says "Payment received — your plan is active
 * again", and the dialog closes; the employer stays on the account page (no welcome, no
 * redirect). A failure stays in the dialog (no toast).
 */
export function OverduePaymentDialog({ subscription, open, onClose }: OverduePaymentDialogProps) {
  const [createSubscription] = useCreateSubscriptionMutation();
  const [processing, setProcessing] = useState(false);
  const [cardDirty, setCardDirty] = useState(false);
  // "Not now" closes as Escape does: through "Discard changes?" when a card was typed.
  const [closeRequested, setCloseRequested] = useState(0);
  const reasonId = useId();
  const month = useOverdueMonth(subscription);
  const { plan } = subscription;

  // The card form says a failure (issue #19 point 10: no toast as well).
  const send = useCallback(
    ({ idempotencyKey, paymentMethodId }: PaidRequest) =>
      errorsShownInline(
        createSubscription({
          plan_id: plan.id,
          idempotencyKey,
          paymentMethodId: paymentMethodId ?? '',
        }),
      ),
    [createSubscription, plan.id],
  );

  const onPaid = () => {
    notify({
      kind: 'success',
      summary: messages.paid,
      detail: { ...messages.paidDetail, values: { plan: plan.name, month } },
    });
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!processing}
      hasUnsavedChanges={cardDirty}
      closeRequested={closeRequested}
      size="lg"
      title={<FormattedMessage {...messages.title} />}
      aria-describedby={reasonId}
    >
      <CardPaymentForm<Subscription>
        id="overdue-payment"
        amount={plan.monthly_amount}
        currency={plan.currency}
        purchaseKey={`overdue:${subscription.id}:${plan.id}`}
        send={send}
        onPaid={onPaid}
        onProcessingChange={setProcessing}
        onDirtyChange={setCardDirty}
        onBack={() => setCloseRequested((n) => n + 1)}
        backLabel={<FormattedMessage {...messages.notNow} />}
        summary={<OverdueSummary subscription={subscription} reasonId={reasonId} />}
      />
    </Modal>
  );
}
