import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Candidate } from '../../api/types';
import { Button } from '../../components';
import { formatAmount } from '../billing/formatAmount';
import { CandidateCard } from './CandidateCard';

/** Props of {@link SuggestedCandidatesStep}. */
export interface SuggestedCandidatesStepProps {
  /** The suggested candidates, best match first. */
  candidates: Candidate[];
  /** Uuids of the candidates chosen for checkout. */
  selected: ReadonlySet<string>;
  /** Called with the new selection. */
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /** Price of checking out one candidate, in cents (`meta.unit_amount`). */
  unitAmount: number;
  /** ISO 4217 currency of `unitAmount` (`meta.currency`). */
  currency: string;
  /** Read-only (no selection changes). */
  disabled?: boolean;
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
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTotal = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * First step of checkout (SPEC §2, §4): the suggested candidates, best match first, each
 * selectable (the dialog starts with all selected), with the running total
 * (`unit_amount` × selected, in `currency`).
 */
export function SuggestedCandidatesStep({
  candidates,
  selected,
  onSelectedChange,
  unitAmount,
  currency,
  disabled = false,
}: SuggestedCandidatesStepProps) {
  const intl = useIntl();
  const allSelected = selected.size === candidates.length;
  const toggle = (uuid: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(uuid);
    else next.delete(uuid);
    onSelectedChange(next);
  };
  return (
    <>
      <p>
        <FormattedMessage id="candidates.intro" values={{ count: candidates.length }} />
      </p>
      <StyledBar>
        <span aria-live="polite">
          <FormattedMessage id="candidates.selected" values={{ count: selected.size }} />
          {' · '}
          <FormattedMessage
            id="billing.checkout.perCandidate"
            values={{ amount: formatAmount(intl, unitAmount, currency) }}
          />
          {' · '}
          <StyledTotal>
            <FormattedMessage
              id="billing.checkout.totalOf"
              values={{ amount: formatAmount(intl, unitAmount * selected.size, currency) }}
            />
          </StyledTotal>
        </span>
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() =>
            onSelectedChange(allSelected ? new Set() : new Set(candidates.map((c) => c.uuid)))
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
              disabled={disabled}
              onSelectedChange={(on) => toggle(candidate.uuid, on)}
            />
          </li>
        ))}
      </StyledList>
    </>
  );
}
