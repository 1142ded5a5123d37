import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Chat, JobOpening } from '../../contract/types';
import { Avatar, Badge, Icon, IconButton, VisuallyHidden } from '../../components';
import { MatchBreakdown } from '../jobOpenings/MatchBreakdown';
import { clampScore, formatMatchPercent } from '../jobOpenings/matchBreakdown';
import { ChatActions } from './ChatActions';
import { chatDisplayStatus, formatPhoneNumber, STATUS_BADGE } from './chatStatus';
import { CHAT_STATUS_MESSAGES } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  backToList: { id: 'chats.backToList', defaultMessage: 'Back to the chat list' },
  headerHiredAt: { id: 'chats.header.hiredAt', defaultMessage: 'Hired on {date}' },
  headerPhone: { id: 'chats.header.phone', defaultMessage: 'Phone: {phone}' },
  headerUnlockedUntil: {
    id: 'chats.header.unlockedUntil',
    defaultMessage: 'Unlocked until {date}',
  },
  headerWhyThisCandidate: {
    id: 'chats.header.whyThisCandidate',
    defaultMessage: '<hidden>Why this candidate: </hidden>Match {percent}',
    description:
      'Phones: the fold of the chat header; the tagged part is read, not shown. {percent} is the match percentage as the interface locale writes it (e.g. "69%"); the same order as the match meter it opens ("Match" then the percentage)',
  },
});

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  /* Phones (issue #19 point 2): two rows — who, then the actions and the match fold — so that
     the thread keeps most of the screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    flex: none;
    gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  }
`;

const StyledBack = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: block;
  }
`;

const StyledWho = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;

const StyledText = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const StyledName = styled.h2`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDetails = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs}px ${theme.space.md}px`};
  margin: ${({ theme }) => theme.space.xxs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  /* Phones (issue #30 point 12): the headline has a line of its own, cut with an ellipsis
     only when longer than the line; the phone number and the date follow, each whole,
     wrapping between them. (Sharing one line, each was cut to a stub: "For… D…".) */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    & a {
      white-space: nowrap;
    }
    & > [data-headline] {
      display: block;
      flex: 1 1 100%;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;

const StyledMatch = styled.div`
  flex: 1 1 100%;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;

/**
 * Phones (issue #9 point 7): the breakdown folds behind one line, so that the thread keeps
 * the screen; the same facts one tap away.
 */
const StyledMatchFold = styled.details`
  display: none;
  flex: 0 1 auto;
  min-width: 0;
  margin-left: auto;
  &[open] {
    flex-basis: 100%;
  }
  & > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
  & > summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: block;
  }
`;

/** Props of {@link ChatHeader}. */
export interface ChatHeaderProps {
  chat: Chat;
  /**
   * The chat's job opening (`chat.job_opening_uuid`): when given, the header explains why the
   * candidate matches it (compact {@link MatchBreakdown}, issue #9 point 2). Ignored when it is
   * another opening.
   */
  opening?: JobOpening;
  /** Shown on narrow screens, where the list and the thread take turns: back to the list. */
  onBack?: () => void;
  /** Called with the record returned by unlock, reject or hire. */
  onChatUpdated?: (chat: Chat) => void;
  /** The SPEC §4 hired callback. */
  onHired?: (chat: Chat) => void;
  now?: Date;
  /** Extra content at the end (e.g. a status line). */
  children?: ReactNode;
}

/**
 * The top of a chat (SPEC §2, §3): the candidate (name masked until unlocked, headline,
 * status badge), the phone number once `contact_revealed`, until when the chat stays unlocked
 * (or when the candidate was hired), the actions that apply (unlock, hire, reject), and — given
 * the chat's `opening` — why the candidate matches it (issue #9 point 2: score meter, required
 * skills had and lacked, same city / state, years of experience).
 */
export function ChatHeader({
  chat,
  opening,
  onBack,
  onChatUpdated,
  onHired,
  now,
  children,
}: ChatHeaderProps) {
  const intl = useIntl();
  const status = chatDisplayStatus(chat, now);
  const { candidate } = chat;
  return (
    <StyledHeader>
      {onBack && (
        <StyledBack>
          <IconButton
            size="sm"
            label={intl.formatMessage(messages.backToList)}
            icon={<Icon name="chevronLeft" size={18} />}
            onClick={onBack}
          />
        </StyledBack>
      )}
      <StyledWho>
        <Avatar name={candidate.name} decorative />
        <StyledText>
          <StyledName>
            <span>{candidate.name}</span>
            <Badge variant={STATUS_BADGE[status]}>
              <FormattedMessage {...CHAT_STATUS_MESSAGES[status]} />
            </Badge>
          </StyledName>
          <StyledDetails>
            <span data-headline title={candidate.headline}>
              {candidate.headline}
            </span>
            {candidate.contact_revealed && candidate.phone_number && (
              <span>
                <FormattedMessage
                  {...messages.headerPhone}
                  values={{
                    phone: (
                      <a href={`tel:+1${candidate.phone_number.replace(/\D/g, '')}`}>
                        {formatPhoneNumber(candidate.phone_number)}
                      </a>
                    ),
                  }}
                />
              </span>
            )}
            {status === 'unlocked' && chat.unlocked_until && (
              <span>
                <FormattedMessage
                  {...messages.headerUnlockedUntil}
                  values={{
                    date: (
                      <FormattedDate
                        value={chat.unlocked_until}
                        year="numeric"
                        month="short"
                        day="numeric"
                      />
                    ),
                  }}
                />
              </span>
            )}
            {status === 'hired' && chat.hired_at && (
              <span>
                <FormattedMessage
                  {...messages.headerHiredAt}
                  values={{
                    date: (
                      <FormattedDate
                        value={chat.hired_at}
                        year="numeric"
                        month="short"
                        day="numeric"
                      />
                    ),
                  }}
                />
              </span>
            )}
          </StyledDetails>
        </StyledText>
      </StyledWho>
      <ChatActions chat={chat} onChatUpdated={onChatUpdated} onHired={onHired} now={now} />
      {opening && opening.uuid === chat.job_opening_uuid && (
        <>
          <StyledMatch>
            <MatchBreakdown candidate={candidate} opening={opening} variant="compact" />
          </StyledMatch>
          <StyledMatchFold>
            <summary>
              <FormattedMessage
                {...messages.headerWhyThisCandidate}
                values={{
                  percent: formatMatchPercent(intl, clampScore(candidate.match_score)),
                  hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                }}
              />
              <Icon name="chevronDown" size={16} />
            </summary>
            <MatchBreakdown candidate={candidate} opening={opening} variant="compact" />
          </StyledMatchFold>
        </>
      )}
      {children}
    </StyledHeader>
  );
}
