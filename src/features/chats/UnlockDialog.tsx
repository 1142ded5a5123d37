import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useUnlockChatMutation } from '../../api/chatsApi';
import { isNormalizedError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import type { Chat } from '../../contract/types';
import { Alert, Button, Icon, Modal, Spinner } from '../../components';
import { cardBrandName, formatCardExpiry } from '../billing/cardOnFile';
import { useCardSession } from '../billing/cardSession';
import { formatAmount } from '../billing/formatAmount';
import {
  formatPaymentError,
  paymentErrorFromDetail,
  type PaymentProviderError,
} from '../billing/paymentErrors';
import { usePaymentProvider } from '../billing/PaymentProviderContext';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  unlockCard: {
    id: 'chats.unlock.card',
    defaultMessage: 'Charged to your {brand} ending in {last4}',
  },
  unlockCardExpiry: {
    id: 'chats.unlock.cardExpiry',
    defaultMessage: 'Expires {expiry}',
  },
  unlockCardLoading: {
    id: 'chats.unlock.cardLoading',
    defaultMessage: 'Loading your card…',
  },
  unlockCardPrice: {
    id: 'chats.unlock.cardPrice',
    defaultMessage: '{price} charged to your {brand} ending in {last4}',
  },
  unlockConfirm: { id: 'chats.unlock.confirm', defaultMessage: 'Unlock and pay' },
  unlockConfirmPrice: {
    id: 'chats.unlock.confirmPrice',
    defaultMessage: 'Unlock and pay {price}',
  },
  unlockDefaultCard: {
    id: 'chats.unlock.defaultCard',
    defaultMessage: 'Charged to your default card on file',
  },
  unlockDefaultCardPrice: {
    id: 'chats.unlock.defaultCardPrice',
    defaultMessage: '{price} charged to your default card on file',
  },
  unlockFailed: {
    id: 'chats.unlock.failed',
    defaultMessage: "The payment didn't go through",
  },
  unlockText: {
    id: 'chats.unlock.text',
    defaultMessage:
      "You'll see the candidate's full name and phone number and can send free messages. The contact-details fee is charged to your card on file.",
  },
  unlockTextAgain: {
    id: 'chats.unlock.textAgain',
    defaultMessage:
      'The unlock period is over. Unlocking again restarts it: you can send free messages again, and the contact-details fee is charged to your card on file.',
  },
  unlockTitle: {
    id: 'chats.unlock.title',
    defaultMessage: 'Unlock the chat with {name}?',
  },
});

/** 3-D Secure confirmations allowed in one unlock attempt (as the card checkout). */
const MAX_UNLOCK_CONFIRMATIONS = 2;

const StyledCard = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.div`
  margin-top: ${({ theme }) => theme.space.md}px;
`;

const StyledCardText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const StyledExpiry = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** Props of {@link UnlockDialog}. */
export interface UnlockDialogProps {
  /** The chat to unlock (`pending`, or `expired` for a new period). */
  chat: Chat;
  /** Called once with the unlocked chat the server returned. */
  onUnlocked: (chat: Chat) => void;
  /** Closes the dialog (refused while the payment runs). */
  onCancel: () => void;
}

/**
 * The paid unlock of a chat (SPEC §1, §4; contract `unlockChat` and "Payments"), in a small
 * confirmation dialog that says what the unlock gives (full name, phone number, free messages
 * for the plan's unlock period) and that the fee is charged to the card on file — the
 * subscription's default card, named by brand and last four digits with its expiry ("Expires
 * 08/28", issue #19 point 3) when known — with its price, the plan's contact-details fee
 * (`Plan.contact_details_amount`, in cents, in the plan's currency), on the card line and on
 * the confirm button (issue #19 point 4: a paid confirmation names its price before the
 * employer pays). There is no "Use another card" here: the contract's `unlockChat` takes an
 * empty payload and always charges the default card.
 *
 * Payment rules: one Idempotency-Key per attempt, created on the first confirm and reused for
 * that attempt's repeats; a ref guard makes a double click send one request;
 * `paymentMethodId` is omitted (= the default card). A 402 that needs 3-D Secure is confirmed
 * with the payment provider (`confirmCardPayment`, inside the provider's scope) and the SAME
 * request is repeated with the SAME key; any other 402 is a final decline, shown inline (the
 * store does not toast 402s) — the next attempt gets a new key. A network failure or 5xx keeps
 * the key so a retry cannot charge twice; other failures (409, 422, 429) are toasted by the
 * store's listener and end the attempt.
 */
export function UnlockDialog(props: UnlockDialogProps) {
  const { Scope } = usePaymentProvider();
  return (
    <Scope>
      <UnlockDialogBody {...props} />
    </Scope>
  );
}

function UnlockDialogBody({ chat, onUnlocked, onCancel }: UnlockDialogProps) {
  const intl = useIntl();
  const session = useCardSession();
  const subscription = useGetCurrentSubscriptionQuery();
  const [unlock] = useUnlockChatMutation();
  const [busy, setBusy] = useState(false);
  const [paymentError, setPaymentError] = useState<PaymentProviderError | null>(null);
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const card = subscription.data?.payment_method;
  const plan = subscription.data?.plan;
  // The price, said before paying (issue #19 point 4): the plan's contact-details fee.
  const price = plan ? formatAmount(intl, plan.contact_details_amount, plan.currency) : undefined;
  const expired = chat.is_unlocked;

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setPaymentError(null);
    const key = (attemptKey.current ??= newIdempotencyKey());
    let confirmations = 0;
    try {
      for (;;) {
        try {
          const updated = await unlock({ chatId: chat.id, idempotencyKey: key }).unwrap();
          attemptKey.current = null;
          onUnlocked(updated);
          return;
        } catch (error) {
          const normalized = isNormalizedError(error) ? error : undefined;
          const detail = normalized?.status === 402 ? normalized.paymentError : undefined;
          if (
            detail?.requires_action &&
            detail.client_secret &&
            confirmations < MAX_UNLOCK_CONFIRMATIONS
          ) {
            confirmations += 1;
            const confirmed = await session.confirmCardPayment(detail.client_secret);
            if (!confirmed.error) continue; // repeat with the same key: the confirmation
            attemptKey.current = null;
            setPaymentError(confirmed.error);
            return;
          }
          if (detail) {
            attemptKey.current = null; // a decline is final for its key
            setPaymentError(paymentErrorFromDetail(detail));
            return;
          }
          const unknownOutcome = !normalized || normalized.status === 0 || normalized.status >= 500;
          if (!unknownOutcome) attemptKey.current = null;
          return;
        }
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      dismissible={!busy}
      aria-describedby="unlock-dialog-text"
      title={<FormattedMessage {...texts.unlockTitle} values={{ name: chat.candidate.name }} />}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <FormattedMessage {...commonMessages.cancel} />
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={busy}
            startIcon={<Icon name="unlock" size={18} />}
          >
            {price ? (
              <FormattedMessage {...texts.unlockConfirmPrice} values={{ price }} />
            ) : (
              <FormattedMessage {...texts.unlockConfirm} />
            )}
          </Button>
        </>
      }
    >
      <StyledText id="unlock-dialog-text">
        <FormattedMessage {...(expired ? texts.unlockTextAgain : texts.unlockText)} />
      </StyledText>
      <StyledCard>
        <Icon name="creditCard" size={18} />
        {subscription.isLoading ? (
          <Spinner size="sm" label={intl.formatMessage(texts.unlockCardLoading)} />
        ) : card ? (
          <StyledCardText>
            <span>
              <FormattedMessage
                {...(price ? texts.unlockCardPrice : texts.unlockCard)}
                values={{ brand: cardBrandName(intl, card.brand), last4: card.last4, price }}
              />
            </span>
            <StyledExpiry>
              <FormattedMessage
                {...texts.unlockCardExpiry}
                values={{ expiry: formatCardExpiry(card) }}
              />
            </StyledExpiry>
          </StyledCardText>
        ) : (
          <FormattedMessage
            {...(price ? texts.unlockDefaultCardPrice : texts.unlockDefaultCard)}
            values={{ price }}
          />
        )}
      </StyledCard>
      {paymentError && (
        <StyledError>
          <Alert variant="error" title={<FormattedMessage {...texts.unlockFailed} />}>
            {formatPaymentError(intl, paymentError)}
          </Alert>
        </StyledError>
      )}
    </Modal>
  );
}
