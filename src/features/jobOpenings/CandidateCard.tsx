import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Candidate, JobOpening } from '../../contract/types';
import { Avatar } from '../../components';
import { MatchBreakdown } from './MatchBreakdown';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  select: { id: 'candidates.select', defaultMessage: 'Check out {name}' },
});

/** Props of {@link CandidateCard}. */
export interface CandidateCardProps {
  /** The suggested candidate (masked name until a chat is unlocked). */
  candidate: Candidate;
  /** The opening it is suggested for: its required skills and location explain the match. */
  opening: Pick<JobOpening, 'skills' | 'location'>;
  /** Whether the candidate is chosen for checkout. */
  selected: boolean;
  /** Called with the new choice when the checkbox is toggled. */
  onSelectedChange: (selected: boolean) => void;
  /** The checkbox cannot be changed (e.g. while paying). */
  disabled?: boolean;
}

const StyledRow = styled.label<{ $selected: boolean; $disabled: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
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

const StyledMain = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

const StyledWho = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
`;

const StyledName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * A suggested candidate (SPEC §2, §3; issue #9 point 2): masked name and headline, then why
 * they match the opening ({@link MatchBreakdown}: score meter, required skills they have and
 * lack, same city / state, years of experience), with a checkbox to choose them for checkout.
 * The whole card is the checkbox's label, so it is one large tap target on phones.
 */
export function CandidateCard({
  candidate,
  opening,
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
        aria-label={intl.formatMessage(messages.select, { name: candidate.name })}
      />
      <StyledMain>
        <StyledWho>
          <Avatar name={candidate.name} decorative />
          <span>
            <StyledName>{candidate.name}</StyledName>
            <StyledMuted>{candidate.headline}</StyledMuted>
          </span>
        </StyledWho>
        <MatchBreakdown candidate={candidate} opening={opening} />
      </StyledMain>
    </StyledRow>
  );
}
