import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Button, Icon, Spinner } from '../../components';
import { useAppDispatch } from '../../store/hooks';
import { messageDiscarded, retryRequested, type OutboxEntry } from '../../store/outboxSlice';
import { commonMessages } from '../../i18n/common.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  outboxDiscard: { id: 'chats.outbox.discard', defaultMessage: 'Discard' },
  outboxFailed: { id: 'chats.outbox.failed', defaultMessage: 'Not sent.' },
  outboxLabel: {
    id: 'chats.outbox.label',
    defaultMessage: 'Messages not delivered yet',
    description:
      'Accessible name of the list of messages still sending or not sent, under the thread.',
  },
  outboxQueued: {
    id: 'chats.outbox.queued',
    defaultMessage: 'Waiting to send',
    description: 'A message queued behind an earlier one of the same chat that is not sent yet.',
  },
  outboxReasonNetwork: {
    id: 'chats.outbox.reason.network',
    defaultMessage: 'No connection.',
  },
  outboxReasonServer: {
    id: 'chats.outbox.reason.server',
    defaultMessage: 'Hireline did not answer.',
  },
  outboxRetry: { id: 'chats.outbox.retry', defaultMessage: 'Retry' },
  outboxSending: { id: 'chats.outbox.sending', defaultMessage: 'Sending…' },
});

const StyledList = styled.ol`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg}px ${theme.space.sm}px`};
  list-style: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  max-width: min(75%, 560px);
`;

const StyledBubble = styled.div<{ $failed: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  ${({ theme, $failed }) =>
    $failed
      ? css`
          background: ${theme.colors.dangerSurface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.text};
          border: 1px dashed ${theme.colors.border};
        `}
`;

/** The body: plain text, line breaks kept, long words wrapped. Never HTML. */
const StyledBody = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledStatus = styled.div<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.xxs}px;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Why a message was not sent, in the interface language where the server gave no words. */
function FailureReason({ error }: { error: NonNullable<OutboxEntry['error']> }) {
  if (error.status === 0) return <FormattedMessage {...texts.outboxReasonNetwork} />;
  if (error.status >= 500 || error.status === 429) {
    return error.retryAfter !== undefined ? (
      <FormattedMessage {...commonMessages.errorRetryIn} values={{ seconds: error.retryAfter }} />
    ) : (
      <FormattedMessage {...texts.outboxReasonServer} />
    );
  }
  return <>{error.message}</>;
}

/** Props of {@link OutboxMessages}. */
export interface OutboxMessagesProps {
  /** The chat's unacknowledged messages, in the order they were sent (`useChatOutbox`). */
  entries: readonly OutboxEntry[];
}

/**
 * The messages of a chat that the server has not acknowledged yet (issue #18 point 2), under
 * the thread's last message, in order: "Sending…" while on their way, "Waiting to send" behind
 * one that is, and "Not sent" with the reason, **Retry** (the same `Idempotency-Key`, so a
 * message whose answer was lost is never stored twice) and **Discard** when every attempt
 * failed. The typed text stays on screen in every state. Bodies render as text only.
 */
export function OutboxMessages({ entries }: OutboxMessagesProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  if (entries.length === 0) return null;
  return (
    <StyledList aria-label={intl.formatMessage(texts.outboxLabel)}>
      {entries.map((entry) => {
        const failed = entry.status === 'failed';
        return (
          <StyledItem key={entry.key} data-outbox-status={entry.status}>
            <StyledBubble $failed={failed}>
              <StyledBody>{entry.body}</StyledBody>
            </StyledBubble>
            <StyledStatus $failed={failed} role={failed ? 'alert' : 'status'}>
              {entry.status === 'sending' && (
                <>
                  <Spinner size="sm" decorative />
                  <FormattedMessage {...texts.outboxSending} />
                </>
              )}
              {entry.status === 'queued' && <FormattedMessage {...texts.outboxQueued} />}
              {failed && entry.error && (
                <>
                  <Icon name="alertCircle" size={14} />
                  <span>
                    <FormattedMessage {...texts.outboxFailed} />{' '}
                    <FailureReason error={entry.error} />
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => dispatch(retryRequested(entry.key))}
                  >
                    <FormattedMessage {...texts.outboxRetry} />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => dispatch(messageDiscarded(entry.key))}
                  >
                    <FormattedMessage {...texts.outboxDiscard} />
                  </Button>
                </>
              )}
            </StyledStatus>
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
