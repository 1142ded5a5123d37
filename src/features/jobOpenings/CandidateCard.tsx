import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Candidate } from '../../api/types';
import { Avatar, Badge, Tag } from '../../components';

/** Props of {@link CandidateCard}. */
export interface CandidateCardProps {
  /** The suggested candidate (masked name until a chat is unlocked). */
  candidate: Candidate;
  /** Whether the candidate is chosen for checkout. */
  selected: boolean;
  /** Called with the new choice when the checkbox is toggled. */
  onSelectedChange: (selected: boolean) => void;
  /** The checkbox cannot be changed (e.g. while paying). */
  disabled?: boolean;
}

const StyledRow = styled.label<{ $selected: boolean; $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: start;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
`;

const StyledCheckbox = styled.input`
  margin-top: ${({ theme }) => theme.space.xs}px;
  width: 18px;
  height: 18px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSkills = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
`;

/**
 * A suggested candidate (SPEC §2, §3): masked name, headline, location, experience, skills
 * and match score, with a checkbox to choose the candidate for checkout.
 */
export function CandidateCard({
  candidate,
  selected,
  onSelectedChange,
  disabled = false,
}: CandidateCardProps) {
  const intl = useIntl();
  return (
    <StyledRow $selected={selected} $disabled={disabled}>
      <StyledCheckbox
        type="checkbox"
        checked={selected}
        disabled={disabled}
        onChange={(event) => onSelectedChange(event.target.checked)}
        aria-label={intl.formatMessage({ id: 'candidates.select' }, { name: candidate.name })}
      />
      <Avatar name={candidate.name} />
      <span>
        <StyledName>{candidate.name}</StyledName>
        <StyledMuted>{candidate.headline}</StyledMuted>
        <StyledMuted>
          <FormattedMessage
            id="jobOpenings.card.location"
            values={{ city: candidate.location.city.name, state: candidate.location.state.code }}
          />
          {' · '}
          <FormattedMessage
            id="candidates.experience"
            values={{ years: candidate.years_experience }}
          />
        </StyledMuted>
        <StyledSkills>
          {candidate.skills.map((skill) => (
            <Tag key={skill.id}>{skill.name}</Tag>
          ))}
        </StyledSkills>
      </span>
      <Badge variant="info">
        <FormattedMessage id="candidates.match" values={{ score: candidate.match_score }} />
      </Badge>
    </StyledRow>
  );
}
