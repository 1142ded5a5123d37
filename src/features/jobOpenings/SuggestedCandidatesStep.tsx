import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Candidate, JobOpening } from '../../contract/types';
import { Button } from '../../components';
import { Select } from '../../components/Select';
import { formatAmount } from '../billing/formatAmount';
import { CandidateCard } from './CandidateCard';
import { candidatesAtLeast, formatMatchPercent } from './matchBreakdown';
import {
  StyledActions,
  StyledAmount,
  StyledBar,
  StyledButtons,
  StyledList,
  StyledNote,
  StyledThreshold,
  StyledToolbar,
  StyledTotal,
} from './SuggestedCandidatesStep.styles';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  checkoutPerCandidate: {
    id: 'billing.checkout.perCandidate',
    defaultMessage: '{amount} per candidate',
  },
  checkoutTotalOf: { id: 'billing.checkout.totalOf', defaultMessage: 'Total {amount}' },
  intro: {
    id: 'candidates.intro',
    defaultMessage:
      '{count, plural, one {# candidate matches} other {# candidates match}} this job opening. Choose whom to check out.',
  },
  listLabel: { id: 'candidates.list.label', defaultMessage: 'Suggested candidates' },
  preselectionNone: {
    id: 'candidates.preselection.none',
    defaultMessage:
      'No candidate matches {percent} or more, so none is preselected. Select candidates yourself or lower the minimum match.',
    description:
      'Under the intro of the suggested candidates: no candidate reaches the minimum match {percent} (e.g. 90%) the dialog opened with',
  },
  preselectionRestored: {
    id: 'candidates.preselection.restored',
    defaultMessage: 'Your earlier selection for this job opening is kept.',
    description:
      'Under the intro of the suggested candidates: the dialog reopened with the selection the employer made before',
  },
  preselectionThreshold: {
    id: 'candidates.preselection.threshold',
    defaultMessage: 'Candidates matching {percent} or more are preselected.',
    description:
      'Under the intro of the suggested candidates: the dialog opened with exactly the candidates whose match is at least {percent} (e.g. 70%) selected',
  },
  selectAll: { id: 'candidates.selectAll', defaultMessage: 'Select all' },
  selectAtLeast: {
    id: 'candidates.selectAtLeast',
    defaultMessage: 'Select {percent} or more',
    description:
      'Button next to the "Minimum match" select: selects exactly the candidates whose match is at least {percent} (e.g. 80%)',
  },
  selectNone: { id: 'candidates.selectNone', defaultMessage: 'Select none' },
  selected: {
    id: 'candidates.selected',
    defaultMessage:
      '{count, plural, =0 {No candidates selected} one {# candidate selected} other {# candidates selected}}',
  },
  selectionLabel: {
    id: 'candidates.selection.label',
    defaultMessage: 'Choose candidates',
    description: 'Group of the select all / none / by match controls of the checkout step',
  },
  thresholdLabel: {
    id: 'candidates.threshold.label',
    defaultMessage: 'Minimum match',
    description: 'Select of the match percentage used by "Select … match or more"',
  },
});

/** The minimum match percentages the employer chooses from for "Select N% or more": 50–95 by 5. */
export const MATCH_THRESHOLDS = [50, 55, 60, 65, 70, 75, 80, 85, 90, 95] as const;

/**
 * The minimum match an employer starts from until they choose one, in % (one of
 * {@link MATCH_THRESHOLDS}; issue #19 point 15): candidates below it are not preselected.
 * 60 leaves out the weakest suggestions (in the demo data, one shared skill outside the
 * opening's city scores 58–61) while a typical opening still starts with its closer matches
 * chosen.
 */
export const DEFAULT_MATCH_THRESHOLD = 60;

/** How the selection was made when the dialog opened (see `useSuggestionSelection`). */
interface StepPreselection {
  /** The minimum match (%) candidates were preselected by. */
  threshold: number;
  /** `true` when the employer's earlier selection for the job opening was restored. */
  restored: boolean;
}

/** Props of {@link SuggestedCandidatesStep}. */
export interface SuggestedCandidatesStepProps {
  /** The opening the candidates are suggested for (each card explains its match with it). */
  opening: Pick<JobOpening, 'skills' | 'location'>;
  /** The suggested candidates, best match first. */
  candidates: Candidate[];
  /** Uuids of the candidates chosen for checkout. */
  selected: ReadonlySet<string>;
  /** Called with the new selection. */
  onSelectedChange: (selected: ReadonlySet<string>) => void;
  /**
   * Price of checking out one candidate, in the currency's minor unit (cents): the plan's
   * `communication_request_amount` (see `checkoutPrice`).
   */
  unitAmount: number;
  /** ISO 4217 currency of `unitAmount` (the plan's `currency`, lowercase as the API sends it). */
  currency: string;
  /**
   * The minimum match (%) of the "Select N% or more" control, with `onThresholdChange`
   * (issue #19 point 15: the dialog keeps it, the employer's last used); without it the step
   * keeps its own, starting at {@link DEFAULT_MATCH_THRESHOLD}.
   */
  threshold?: number;
  /** Called with the minimum match (%) the employer picks. */
  onThresholdChange?: (threshold: number) => void;
  /**
   * How the selection was made when the dialog opened: said under the intro ("Candidates
   * matching 70% or more are preselected", none reached it, or the earlier selection kept).
   */
  preselection?: StepPreselection;
  /** Read-only (no selection changes). */
  disabled?: boolean;
  /**
   * The step's buttons ("Close without paying", "Continue to payment"), shown beside the running total in the bar
   * that stays at the bottom of the screen while the list scrolls.
   */
  actions?: ReactNode;
}

/**
 * First step of checkout (SPEC §2, §4; issue #9 point 2): the suggested candidates, best match
 * first, each with why they match ({@link CandidateCard}) and selectable (the dialog starts
 * with the candidates at or above the minimum match selected, or the employer's earlier
 * selection — issue #19 point 15 — which `preselection` explains under the intro); select
 * all, select none, and "Select N% or more" — exactly the candidates whose `match_score` is
 * at least the minimum match the employer picks from
 * {@link MATCH_THRESHOLDS} (others are deselected) —; and the running total, `unitAmount` ×
 * selected formatted in `currency` for the interface language, announced politely
 * (`aria-live`) whenever it changes, in a bar that stays at the bottom of the screen with
 * `actions`.
 */
export function SuggestedCandidatesStep({
  opening,
  candidates,
  selected,
  onSelectedChange,
  unitAmount,
  currency,
  threshold: controlledThreshold,
  onThresholdChange,
  preselection,
  disabled = false,
  actions,
}: SuggestedCandidatesStepProps) {
  const intl = useIntl();
  const [ownThreshold, setOwnThreshold] = useState<number>(DEFAULT_MATCH_THRESHOLD);
  const threshold = controlledThreshold ?? ownThreshold;
  const setThreshold = (value: number) => {
    setOwnThreshold(value);
    onThresholdChange?.(value);
  };
  const percent = (value: number) => formatMatchPercent(intl, value);
  const thresholdOptions = useMemo(
    () =>
      MATCH_THRESHOLDS.map((value) => ({
        value,
        label: formatMatchPercent(intl, value),
      })),
    [intl],
  );
  const toggle = (uuid: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(uuid);
    else next.delete(uuid);
    onSelectedChange(next);
  };
  const selectOnly = (chosen: readonly Candidate[]) =>
    onSelectedChange(new Set(chosen.map((c) => c.uuid)));
  return (
    <>
      <p>
        <FormattedMessage {...messages.intro} values={{ count: candidates.length }} />
      </p>
      {preselection && (
        <StyledNote>
          {preselection.restored ? (
            <FormattedMessage {...messages.preselectionRestored} />
          ) : (
            <FormattedMessage
              {...(candidatesAtLeast(candidates, preselection.threshold).length > 0
                ? messages.preselectionThreshold
                : messages.preselectionNone)}
              values={{ percent: percent(preselection.threshold) }}
            />
          )}
        </StyledNote>
      )}
      <StyledToolbar role="group" aria-label={intl.formatMessage(messages.selectionLabel)}>
        <StyledButtons>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => selectOnly(candidates)}
          >
            <FormattedMessage {...messages.selectAll} />
          </Button>
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => selectOnly([])}>
            <FormattedMessage {...messages.selectNone} />
          </Button>
        </StyledButtons>
        <StyledButtons>
          <StyledThreshold>
            <Select<number>
              label={<FormattedMessage {...messages.thresholdLabel} />}
              options={thresholdOptions}
              value={threshold}
              onChange={(value) => {
                if (value !== null) setThreshold(value);
              }}
              isDisabled={disabled}
              menuPortal
            />
          </StyledThreshold>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => selectOnly(candidatesAtLeast(candidates, threshold))}
          >
            <FormattedMessage
              {...messages.selectAtLeast}
              values={{ percent: percent(threshold) }}
            />
          </Button>
        </StyledButtons>
      </StyledToolbar>
      <StyledList aria-label={intl.formatMessage(messages.listLabel)}>
        {candidates.map((candidate) => (
          <li key={candidate.uuid}>
            <CandidateCard
              candidate={candidate}
              opening={opening}
              selected={selected.has(candidate.uuid)}
              disabled={disabled}
              onSelectedChange={(on) => toggle(candidate.uuid, on)}
            />
          </li>
        ))}
      </StyledList>
      <StyledBar>
        <StyledTotal aria-live="polite" aria-atomic="true">
          <FormattedMessage {...messages.selected} values={{ count: selected.size }} />
          {' · '}
          <FormattedMessage
            {...messages.checkoutPerCandidate}
            values={{ amount: formatAmount(intl, unitAmount, currency) }}
          />{' '}
          <StyledAmount>
            <FormattedMessage
              {...messages.checkoutTotalOf}
              values={{ amount: formatAmount(intl, unitAmount * selected.size, currency) }}
            />
          </StyledAmount>
        </StyledTotal>
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledBar>
    </>
  );
}
