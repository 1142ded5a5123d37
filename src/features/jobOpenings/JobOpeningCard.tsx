import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobOpening } from '../../contract/types';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Tag } from '../../components/Tag';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { ChatPipeline } from './ChatPipeline';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  openingCardCount: {
    id: 'chats.openingCard.count',
    defaultMessage: '{total, plural, =0 {no chats yet} one {# chat} other {# chats}}',
  },
  openingCardFor: { id: 'chats.openingCard.for', defaultMessage: 'for {name}' },
  openingCardViewChats: {
    id: 'chats.openingCard.viewChats',
    defaultMessage: 'View chats',
  },
  cardCreated: { id: 'jobOpenings.card.created', defaultMessage: 'Created {date}' },
  cardDesired: {
    id: 'jobOpenings.card.desired',
    defaultMessage: '{count, plural, one {# candidate wanted} other {# candidates wanted}}',
  },
  cardFirstQuestion: {
    id: 'jobOpenings.card.firstQuestion',
    defaultMessage: 'First question',
  },
  cardHired: {
    id: 'jobOpenings.card.hired',
    defaultMessage: 'Hired {hired} of {total}',
  },
  cardLocation: {
    id: 'jobOpenings.card.location',
    defaultMessage: '{city}, {state}',
  },
});

/** Path of an opening's chats screen (route `/job-openings/:jobOpeningId/chats`). */
function chatsPath(opening: Pick<JobOpening, 'uuid'>): string {
  return `/job-openings/${encodeURIComponent(opening.uuid)}/chats`;
}

/** Props of {@link JobOpeningCard}. */
export interface JobOpeningCardProps {
  opening: JobOpening;
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMeta = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
`;

const StyledSkills = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const StyledQuestion = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.md}px;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledPipeline = styled.div`
  flex: 1 1 240px;
  min-width: 0;
`;

const StyledChatsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/**
 * One job opening in the list (SPEC §2, §3): name, location, skills, desired candidates,
 * hired count of total (once it has chats: an opening without any shows no "Hired 0 of 0",
 * issue #30 point 12, as its chats screen's header), created_at and the first question, its chats by status with the
 * unread badge ({@link ChatPipeline}, issue #9 point 3), and a "View chats" link to the
 * opening's chats screen showing its hired count of total.
 */
export function JobOpeningCard({ opening }: JobOpeningCardProps) {
  return (
    <Card>
      <StyledHeader>
        <StyledName id={`opening-${opening.uuid}`}>{opening.name}</StyledName>
        {/* "Hired 0 of 0" says nothing: without chats the footer's "no chats yet" speaks. */}
        {opening.total > 0 && (
          <Badge variant={opening.hired_count > 0 ? 'success' : 'neutral'}>
            <FormattedMessage
              {...messages.cardHired}
              values={{ hired: opening.hired_count, total: opening.total }}
            />
          </Badge>
        )}
      </StyledHeader>
      <StyledMeta>
        <span>
          <FormattedMessage
            {...messages.cardLocation}
            values={{ city: opening.location.city.name, state: opening.location.state.code }}
          />
        </span>
        <span>
          <FormattedMessage
            {...messages.cardDesired}
            values={{ count: opening.desired_candidates }}
          />
        </span>
        <span>
          <FormattedMessage
            {...messages.cardCreated}
            values={{
              date: (
                <FormattedDate
                  value={opening.created_at}
                  year="numeric"
                  month="short"
                  day="numeric"
                />
              ),
            }}
          />
        </span>
      </StyledMeta>
      <StyledSkills>
        {opening.skills.map((skill) => (
          <li key={skill.id}>
            <Tag>{skill.name}</Tag>
          </li>
        ))}
      </StyledSkills>
      <StyledQuestion>
        <strong>
          <FormattedMessage {...messages.cardFirstQuestion} />:
        </strong>{' '}
        {opening.first_question}
      </StyledQuestion>
      <StyledFooter>
        {opening.total > 0 && (
          <StyledPipeline>
            <ChatPipeline counts={opening.chat_counts} hideEmpty />
          </StyledPipeline>
        )}
        <StyledChatsLink to={chatsPath(opening)}>
          <Icon name="message" size={18} />
          <span>
            <FormattedMessage {...messages.openingCardViewChats} />
            <VisuallyHidden>
              {' '}
              <FormattedMessage {...messages.openingCardFor} values={{ name: opening.name }} />
            </VisuallyHidden>
          </span>
          <StyledCount>
            <FormattedMessage {...messages.openingCardCount} values={{ total: opening.total }} />
          </StyledCount>
          <Icon name="chevronRight" size={16} />
        </StyledChatsLink>
      </StyledFooter>
    </Card>
  );
}
