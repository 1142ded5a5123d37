import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Chat } from '../../api/types';
import { Alert } from '../../components';
import type { ChatLockReason } from './chatRules';

const StyledNotice = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Props of {@link ChatLockNotice}. */
export interface ChatLockNoticeProps {
  chat: Chat;
  /** Why the chat is not usable (`chatLockReason`). */
  reason: ChatLockReason;
  /** Id of the notice's text, for the composer's `aria-describedby`. */
  id?: string;
}

function formatted(value: string | null) {
  return value ? <FormattedDate value={value} year="numeric" month="long" day="numeric" /> : '';
}

/**
 * Why a chat is not usable (SPEC §4, `chatLockReason`):
 * - `locked` — never unlocked: unlock to reveal the full name and phone number and to send
 *   free messages;
 * - `expired` — the unlock period ended on `unlocked_until`: unlock again (or hire);
 * - `rejected` — the candidate was rejected (on `rejected_at`): final.
 * The actions themselves are in the chat header.
 */
export function ChatLockNotice({ chat, reason, id }: ChatLockNoticeProps) {
  return (
    <StyledNotice>
      <Alert
        variant={reason === 'rejected' ? 'info' : 'warning'}
        title={<FormattedMessage id={`chats.lock.${reason}.title`} />}
      >
        <span id={id}>
          <FormattedMessage
            id={`chats.lock.${reason}.text`}
            values={{
              until: formatted(chat.unlocked_until),
              date: formatted(chat.rejected_at),
            }}
          />
        </span>
      </Alert>
    </StyledNotice>
  );
}
