import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { Modal } from './Modal';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  confirmCancel: { id: 'components.confirm.cancel', defaultMessage: 'Cancel' },
  confirmConfirm: { id: 'components.confirm.confirm', defaultMessage: 'Confirm' },
});

const StyledMessage = styled.div`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or consequence, e.g. "The candidate will be rejected." */
  message: ReactNode;
  /** Default translated "Confirm". */
  confirmLabel?: string;
  /** Default translated "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions (reject, cancel plan); default `primary`. */
  variant?: 'primary' | 'danger';
  /** Shows the confirm button busy and blocks dismissal. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Yes/no confirmation in a small `Modal` (SPEC §2: reject or hire a candidate, cancel
 * the plan on the account page). Focus starts on the dialog itself.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  variant = 'primary',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!loading}
      aria-describedby={messageId}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? intl.formatMessage(messages.confirmCancel)}
          </Button>
          <Button variant={variant} onClick={onConfirm} loading={loading}>
            {confirmLabel ?? intl.formatMessage(messages.confirmConfirm)}
          </Button>
        </>
      }
    >
      <StyledMessage id={messageId}>{message}</StyledMessage>
    </Modal>
  );
}
