import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetCurrentSubscriptionQuery } from '../../api/subscriptionApi';
import { Button, Icon, Modal, Spinner } from '../../components';

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

const BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Props of {@link UnlockDialog}. */
export interface UnlockDialogProps {
  /** The candidate's name as shown now (masked). */
  candidateName: string;
  /** `true` when the chat was unlocked before and the period is over (re-unlock). */
  expired: boolean;
  /** The unlock request is in flight: the confirm button is busy, the dialog cannot close. */
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirmation of the paid unlock (SPEC §1, §4; contract "Payments"): it says what the unlock
 * gives (full name, phone number, free messages for the plan's unlock period) and that the
 * fee is charged to the card on file — the subscription's default card, named by brand and
 * last four digits when known. Amounts are not shown (SPEC §1).
 */
export function UnlockDialog({
  candidateName,
  expired,
  loading,
  onConfirm,
  onCancel,
}: UnlockDialogProps) {
  const intl = useIntl();
  const subscription = useGetCurrentSubscriptionQuery();
  const card = subscription.data?.payment_method;
  return (
    <Modal
      open
      onClose={onCancel}
      size="sm"
      dismissible={!loading}
      aria-describedby="unlock-dialog-text"
      title={<FormattedMessage id="chats.unlock.title" values={{ name: candidateName }} />}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            onClick={onConfirm}
            loading={loading}
            startIcon={<Icon name="unlock" size={18} />}
          >
            <FormattedMessage id="chats.unlock.confirm" />
          </Button>
        </>
      }
    >
      <StyledText id="unlock-dialog-text">
        <FormattedMessage id={expired ? 'chats.unlock.textAgain' : 'chats.unlock.text'} />
      </StyledText>
      <StyledCard>
        <Icon name="creditCard" size={18} />
        {subscription.isLoading ? (
          <Spinner size="sm" label={intl.formatMessage({ id: 'chats.unlock.cardLoading' })} />
        ) : card ? (
          <FormattedMessage
            id="chats.unlock.card"
            values={{ brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 }}
          />
        ) : (
          <FormattedMessage id="chats.unlock.defaultCard" />
        )}
      </StyledCard>
    </Modal>
  );
}
