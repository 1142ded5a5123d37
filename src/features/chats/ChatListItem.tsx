import { memo, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Chat } from '../../contract/types';
import { Avatar, Badge, CountBadge, Icon, VisuallyHidden } from '../../components';
import { chatDisplayStatus, STATUS_BADGE } from './chatStatus';
import { dayKey, relativeDay, viewerTimeZone } from './messageGroups';
import { CHAT_STATUS_MESSAGES, chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  listMasked: {
    id: 'chats.list.masked',
    defaultMessage: 'Name hidden until you unlock the chat',
  },
  listNoMessages: { id: 'chats.list.noMessages', defaultMessage: 'No messages yet' },
  listUnread: {
    id: 'chats.list.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  listYouPrefix: { id: 'chats.list.youPrefix', defaultMessage: 'You: {text}' },
  listDraft: {
    id: 'chats.list.draft',
    defaultMessage: '<prefix>Draft:</prefix> {text}',
    description:
      'Chat list row: in place of the last message, the text typed in the chat and not sent yet.',
  },
});

const StyledRow = styled.div<{ $selected: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySurface : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme, $selected }) =>
      $selected ? theme.colors.primarySurface : theme.colors.surfaceMuted};
  }
  & > :first-child {
    grid-row: span 3;
  }
`;

/**
 * The row's one control: the candidate's name. Its `::after` covers the whole row, so a click
 * anywhere opens the chat while the accessible name stays the name (the rest of the row is its
 * description).
 */
const StyledOpen = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Draft:" before a draft's text, in the danger colour (as messaging apps mark it). */
const StyledDraftPrefix = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledTime = styled.time`
  justify-self: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

const StyledUnread = styled(CountBadge)`
  justify-self: end;
`;

const StyledStatus = styled.span`
  justify-self: end;
`;

/**
 * The inbox row's job opening (issue #21 point 1): the whole width beside the avatar, under
 * the name, wrapping onto as many lines as it needs (a name is at most 120 characters), so that
 * it can be read whole on a phone. Long words break rather than overflow.
 */
const StyledOpening = styled.span`
  grid-column: 2 / -1;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* One line on narrow or short screens (the name is whole in the row's accessible name):
     the inbox keeps three rows in view (issue #30 point 3). */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px), (max-height: 500px) {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The inbox row's status badge and unread count, together after the last message's preview. */
const StyledAside = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  justify-self: end;
`;

const StyledLock = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link ChatListItem}. */
export interface ChatListItemProps {
  chat: Chat;
  selected: boolean;
  /** Its rejection waits for the undo window: the badge says "Rejecting…" (issue #9 point 5). */
  rejecting?: boolean;
  onSelect: (chatId: number) => void;
  /** "Now" for the status and the time labels (default the clock). */
  now?: Date;
  /**
   * The second line names the chat's job opening (`chat.job_opening.name`) instead of the
   * candidate's headline: the inbox, where rows of every opening mix (issue #21 point 1).
   */
  showOpening?: boolean;
  /**
   * The chat's draft: text typed in its composer and not sent yet (issue #21 point 4). When
   * not blank, the row shows "Draft: <text>" in place of the last message.
   */
  draft?: string;
}

/**
 * One row of the chat list (SPEC §2, §3): the candidate's name (masked until the chat is
 * unlocked, with a lock icon), headline, status badge, the last message's preview (yours
 * prefixed "You:") and time (the hour today, "Yesterday", else the date), and the unread
 * count. The inbox (`showOpening`) names the job opening in place of the headline, on a line
 * of its own across the row that wraps (never cut), with the status badge moved beside the
 * unread count. The name is a button whose click area covers the row: choosing it opens the chat
 * (`aria-current` marks the open one); the other facts are its description. A chat with a
 * draft (`draft`: typed and not sent, issue #21 point 4) shows "Draft: <text>" in place of the
 * last message.
 */
export const ChatListItem = memo(function ChatListItem({
  chat,
  selected,
  rejecting = false,
  onSelect,
  now = new Date(),
  showOpening = false,
  draft,
}: ChatListItemProps) {
  const intl = useIntl();
  const id = useId();
  const timeZone = viewerTimeZone(intl.timeZone);
  const chatStatus = chatDisplayStatus(chat, now);
  const last = chat.last_message;
  const at = last?.created_at ?? chat.created_at;
  const relative = relativeDay(dayKey(at, timeZone), now, timeZone);
  const time =
    relative === 'today'
      ? intl.formatTime(at, { hour: 'numeric', minute: '2-digit' })
      : relative === 'yesterday'
        ? intl.formatMessage(chatsMessages.threadYesterday)
        : intl.formatDate(at, { month: 'short', day: 'numeric' });
  const preview = draft?.trim() ? (
    <FormattedMessage
      {...messages.listDraft}
      values={{
        text: draft,
        prefix: (chunks) => <StyledDraftPrefix>{chunks}</StyledDraftPrefix>,
      }}
    />
  ) : !last ? (
    intl.formatMessage(messages.listNoMessages)
  ) : last.sender === 'employer' ? (
    intl.formatMessage(messages.listYouPrefix, { text: last.body })
  ) : (
    last.body
  );
  const status = (
    <StyledStatus id={`${id}-status`}>
      {rejecting ? (
        <Badge variant="danger">
          <FormattedMessage {...chatsMessages.rejectUndoPending} />
        </Badge>
      ) : (
        <Badge variant={STATUS_BADGE[chatStatus]}>
          <FormattedMessage {...CHAT_STATUS_MESSAGES[chatStatus]} />
        </Badge>
      )}
      {!chat.candidate.contact_revealed && (
        <VisuallyHidden>
          {' '}
          <FormattedMessage {...messages.listMasked} />
        </VisuallyHidden>
      )}
    </StyledStatus>
  );
  const unread =
    chat.unread_count > 0 ? (
      <StyledUnread
        count={chat.unread_count}
        labelId={`${id}-unread`}
        label={<FormattedMessage {...messages.listUnread} values={{ count: chat.unread_count }} />}
      />
    ) : undefined;
  return (
    <StyledRow $selected={selected}>
      {/* On the selected row's tint the avatar turns solid, so it keeps its circle. */}
      <Avatar
        name={chat.candidate.name}
        size="md"
        decorative
        tone={selected ? 'strong' : 'default'}
      />
      <StyledOpen
        type="button"
        data-chat-id={chat.id}
        aria-current={selected ? 'true' : undefined}
        aria-describedby={[
          `${id}-status`,
          `${id}-headline`,
          `${id}-preview`,
          `${id}-time`,
          chat.unread_count > 0 ? `${id}-unread` : '',
        ]
          .filter(Boolean)
          .join(' ')}
        onClick={() => onSelect(chat.id)}
      >
        <StyledName>{chat.candidate.name}</StyledName>
        {!chat.candidate.contact_revealed && (
          <StyledLock>
            <Icon name="lock" size={14} />
          </StyledLock>
        )}
      </StyledOpen>
      <StyledTime id={`${id}-time`} dateTime={at}>
        {time}
      </StyledTime>
      {showOpening ? (
        <>
          <StyledOpening id={`${id}-headline`}>{chat.job_opening.name}</StyledOpening>
          <StyledMuted id={`${id}-preview`}>{preview}</StyledMuted>
          <StyledAside>
            {status}
            {unread}
          </StyledAside>
        </>
      ) : (
        <>
          <StyledMuted id={`${id}-headline`}>{chat.candidate.headline}</StyledMuted>
          {status}
          <StyledMuted id={`${id}-preview`}>{preview}</StyledMuted>
          {unread ?? <span />}
        </>
      )}
    </StyledRow>
  );
});
