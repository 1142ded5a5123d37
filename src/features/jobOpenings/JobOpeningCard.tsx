import { FormattedDate, FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { JobOpening } from '../../api/types';
import { Badge, Card, Tag } from '../../components';

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

/**
 * One job opening in the list (SPEC §2, §3): name, location, skills, desired candidates,
 * hired count of total, created_at and the first question.
 */
export function JobOpeningCard({ opening }: JobOpeningCardProps) {
  return (
    <Card>
      <StyledHeader>
        <StyledName id={`opening-${opening.uuid}`}>{opening.name}</StyledName>
        <Badge variant={opening.hired_count > 0 ? 'success' : 'neutral'}>
          <FormattedMessage
            id="jobOpenings.card.hired"
            values={{ hired: opening.hired_count, total: opening.total }}
          />
        </Badge>
      </StyledHeader>
      <StyledMeta>
        <span>
          <FormattedMessage
            id="jobOpenings.card.location"
            values={{ city: opening.location.city.name, state: opening.location.state.code }}
          />
        </span>
        <span>
          <FormattedMessage
            id="jobOpenings.card.desired"
            values={{ count: opening.desired_candidates }}
          />
        </span>
        <span>
          <FormattedMessage
            id="jobOpenings.card.created"
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
          <FormattedMessage id="jobOpenings.card.firstQuestion" />:
        </strong>{' '}
        {opening.first_question}
      </StyledQuestion>
    </Card>
  );
}
