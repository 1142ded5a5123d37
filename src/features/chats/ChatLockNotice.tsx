import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { Chat } from '../../contract/types';
import { Alert } from '../../components';
import type { ChatLockReason } from './chatRules';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const texts = defineMessages({
  lockExpiredText: {
    id: 'chats.lock.expired.text',
    defaultMessage:
      'The unlock period ended on {until}. Unlock the chat again to send free messages, or hire the candidate. You can still send question templates.',
  },
  lockExpiredTitle: {
    id: 'chats.lock.expired.title',
    defaultMessage: 'The unlock period is over',
  },
  lockLockedText: {
    id: 'chats.lock.locked.text',
    defaultMessage:
      "Unlock it to reveal the candidate's full name and phone number and to send free messages. Until then, you can screen the candidate with question templates.",
  },
  lockLockedTitle: {
    id: 'chats.lock.locked.title',
    defaultMessage: 'This chat is locked',
  },
  lockRejectedText: {
    id: 'chats.lock.rejected.text',
    defaultMessage:
      'You rejected this candidate on {date}. This is final: the conversation stays readable only.',
  },
  lockRejectedTitle: {
    id: 'chats.lock.rejected.title',
    defaultMessage: 'Candidate rejected',
  },
});

/** The notice's title for each reason. */
const LOCK_TITLES: Readonly<Record<ChatLockReason, Message>> = {
  expired: texts.lockExpiredTitle,
  locked: texts.lockLockedTitle,
  rejected: texts.lockRejectedTitle,
};

/** The notice's text for each reason. */
const LOCK_TEXTS: Readonly<Record<ChatLockReason, Message>> = {
  expired: texts.lockExpiredText,
  locked: texts.lockLockedText,
  rejected: texts.lockRejectedText,
};

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
        title={<FormattedMessage {...LOCK_TITLES[reason]} />}
      >
        <span id={id}>
          <FormattedMessage
            {...LOCK_TEXTS[reason]}
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
