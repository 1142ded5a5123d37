import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { Icon } from '../../components';
import type { MessageRow } from './messageGroups';
import { relativeDay, viewerTimeZone } from './messageGroups';
import { chatsMessages } from './chats.messages';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  threadToday: { id: 'chats.thread.today', defaultMessage: 'Today' },
  threadYou: { id: 'chats.thread.you', defaultMessage: 'You' },
});

/** The day separator's word for today and yesterday. */
const RELATIVE_DAYS: Readonly<Record<'today' | 'yesterday', Message>> = {
  today: messages.threadToday,
  yesterday: chatsMessages.threadYesterday,
};

const StyledRow = styled.div<{ $endsGroup: boolean }>`
  padding: 0 ${({ theme }) => theme.space.lg}px
    ${({ theme, $endsGroup }) => ($endsGroup ? theme.space.md : theme.space.xxs)}px;
`;

const StyledDay = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledGroup = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
`;

const StyledSender = styled.span`
  margin: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBubble = styled.div<{ $mine: boolean; $startsGroup: boolean; $endsGroup: boolean }>`
  max-width: min(75%, 560px);
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  ${({ theme, $mine, $startsGroup, $endsGroup }) =>
    $mine
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          border-top-right-radius: ${$startsGroup ? theme.radii.lg : theme.radii.sm}px;
          border-bottom-right-radius: ${$endsGroup ? theme.radii.lg : theme.radii.sm}px;
        `
      : css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.text};
          border-top-left-radius: ${$startsGroup ? theme.radii.lg : theme.radii.sm}px;
          border-bottom-left-radius: ${$endsGroup ? theme.radii.lg : theme.radii.sm}px;
        `}
`;

/** The body: plain text, line breaks kept, long words wrapped. Never HTML. */
const StyledBody = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledTime = styled.time`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
  opacity: 0.85;
  white-space: nowrap;
`;

const StyledNoticeTime = styled.time`
  margin-left: ${({ theme }) => theme.space.xs}px;
  white-space: nowrap;
`;

const StyledNotice = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0 auto;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  & > svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  /** The message and its place in the day and sender groups (`groupMessages`). */
  row: MessageRow;
  /** The candidate's name as the employer sees it (masked until unlocked), shown on their groups. */
  candidateName: string;
  /** "Now" for the Today / Yesterday day labels (tests and stories pass the frozen clock). */
  now?: Date;
}

/**
 * One message of a thread (SPEC §2, §3): the day separator when it starts a day, the sender's
 * name when it starts a group, the bubble (employer right, candidate left) or a system notice
 * (unlock, hire, rejection) centred, and the time. The body is rendered as TEXT ONLY — a
 * React text child, never `dangerouslySetInnerHTML` — so markup in a body (`<img onerror>`,
 * `<script>`) shows literally and never runs (contract: bodies are plain text).
 */
export const MessageItem = memo(function MessageItem({
  row,
  candidateName,
  now,
}: MessageItemProps) {
  const intl = useIntl();
  const { message } = row;
  const timeZone = viewerTimeZone(intl.timeZone);
  const timeText = intl.formatTime(message.created_at, { hour: 'numeric', minute: '2-digit' });
  let separator: React.ReactNode = null;
  if (row.startsDay) {
    const relative = relativeDay(row.day, now ?? new Date(), timeZone);
    separator = (
      <StyledDay>
        {relative ? (
          <FormattedMessage {...RELATIVE_DAYS[relative]} />
        ) : (
          intl.formatDate(message.created_at, {
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
          })
        )}
      </StyledDay>
    );
  }
  if (message.sender === 'system') {
    return (
      <StyledRow $endsGroup data-sender="system">
        {separator}
        <StyledNotice>
          <Icon name="info" size={16} />
          <span>
            <StyledBody>{message.body}</StyledBody>
            <StyledNoticeTime dateTime={message.created_at}>· {timeText}</StyledNoticeTime>
          </span>
        </StyledNotice>
      </StyledRow>
    );
  }
  const mine = message.sender === 'employer';
  return (
    <StyledRow $endsGroup={row.endsGroup} data-sender={message.sender}>
      {separator}
      <StyledGroup $mine={mine}>
        {row.startsGroup && (
          <StyledSender>
            {mine ? <FormattedMessage {...messages.threadYou} /> : candidateName}
          </StyledSender>
        )}
        <StyledBubble $mine={mine} $startsGroup={row.startsGroup} $endsGroup={row.endsGroup}>
          <StyledBody>{message.body}</StyledBody>
          <StyledTime dateTime={message.created_at}>{timeText}</StyledTime>
        </StyledBubble>
      </StyledGroup>
    </StyledRow>
  );
});
