import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Candidate, JobOpening } from '../../api/types';
import { Button, Modal } from '../../components';
import { CandidateCard } from './CandidateCard';

export interface SuggestedCandidatesStepProps {
  opening: JobOpening;
  candidates: Candidate[];
  onClose: () => void;
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  max-height: 55vh;
  overflow-y: auto;
`;

const StyledBar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * First step of checkout (SPEC §2, §4): the candidates suggested for a new opening, best
 * match first, each selectable (all selected at first) for the payment step.
 */
export function SuggestedCandidatesStep({
  opening,
  candidates,
  onClose,
}: SuggestedCandidatesStepProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(candidates.map((c) => c.uuid)),
  );
  const allSelected = selected.size === candidates.length;
  const toggle = (uuid: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={<FormattedMessage id="candidates.title" values={{ name: opening.name }} />}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage id="candidates.close" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="candidates.intro" values={{ count: candidates.length }} />
      </p>
      <StyledBar>
        <span aria-live="polite">
          <FormattedMessage id="candidates.selected" values={{ count: selected.size }} />
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            setSelected(allSelected ? new Set() : new Set(candidates.map((c) => c.uuid)))
          }
          aria-pressed={allSelected}
        >
          <FormattedMessage id="candidates.selectAll" />
        </Button>
      </StyledBar>
      <StyledList aria-label={intl.formatMessage({ id: 'candidates.list.label' })}>
        {candidates.map((candidate) => (
          <li key={candidate.uuid}>
            <CandidateCard
              candidate={candidate}
              selected={selected.has(candidate.uuid)}
              onSelectedChange={(on) => toggle(candidate.uuid, on)}
            />
          </li>
        ))}
      </StyledList>
    </Modal>
  );
}
