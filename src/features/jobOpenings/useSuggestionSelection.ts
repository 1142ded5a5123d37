import { useCallback, useState } from 'react';
import type { Candidate } from '../../contract/types';
import { useAppSelector } from '../../store/hooks';
import {
  readMatchThreshold,
  readSavedSelection,
  writeMatchThreshold,
  writeSavedSelection,
  type SavedSelection,
} from '../../store/suggestionMemory';
import { clampScore } from './matchBreakdown';
import { DEFAULT_MATCH_THRESHOLD, MATCH_THRESHOLDS } from './SuggestedCandidatesStep';

/** How the suggestion dialog's selection was made when it opened (issue #19 point 15). */
interface Preselection {
  /**
   * The minimum match (%, one of {@link MATCH_THRESHOLDS}) the dialog opened with: the one
   * the employer last used, else {@link DEFAULT_MATCH_THRESHOLD}. Candidates not in a restored
   * selection were preselected by it (`match_score` at least it).
   */
  threshold: number;
  /** `true` when the employer's earlier selection for this job opening was restored. */
  restored: boolean;
}

/**
 * The selection the suggestion dialog opens with (issue #19 point 15), as candidate uuids: a
 * candidate the employer was already shown (`saved.offered`) keeps the choice the employer
 * made (`saved.selected`); any other — every candidate when nothing is saved — is preselected
 * when its `match_score` (clamped, {@link clampScore}) is at least `threshold` (%), and never
 * below it. Uuids saved for candidates no longer suggested are dropped. Pure.
 */
export function initialSelection(
  candidates: readonly Pick<Candidate, 'uuid' | 'match_score'>[],
  saved: SavedSelection | null,
  threshold: number,
): Set<string> {
  const offered = new Set(saved?.offered ?? []);
  const chosen = new Set(saved?.selected ?? []);
  return new Set(
    candidates
      .filter((candidate) =>
        offered.has(candidate.uuid)
          ? chosen.has(candidate.uuid)
          : clampScore(candidate.match_score) >= threshold,
      )
      .map((candidate) => candidate.uuid),
  );
}

/** What {@link useSuggestionSelection} gives the dialog. */
export interface SuggestionSelection {
  /** Uuids of the candidates chosen for checkout. */
  selected: ReadonlySet<string>;
  /** Changes the selection and remembers it for this employer and job opening. */
  setSelected: (selected: ReadonlySet<string>) => void;
  /** The minimum match (%) of the "Select N% or more" control. */
  threshold: number;
  /** Changes the minimum match and saves it as the employer's last used. */
  setThreshold: (threshold: number) => void;
  /** How the selection was made when the dialog opened. */
  preselection: Preselection;
  /** Forgets the remembered selection of this job opening (after a paid checkout). */
  forget: () => void;
}

/**
 * The selection and the minimum match of the suggested-candidates dialog (issue #19 point 15;
 * SPEC §2 checkout step, §4): on mount, the signed-in employer's last-used minimum match
 * (localStorage, per employer; {@link DEFAULT_MATCH_THRESHOLD} at first) and their remembered
 * selection for `jobOpeningUuid` (sessionStorage, per employer and job opening), pruned to the
 * current `candidates` and completed by the minimum match ({@link initialSelection}). Every
 * change of either is saved, so closing and reopening the dialog (or going back from the
 * payment step) starts where the employer left off. Without a signed-in employer nothing is
 * read or saved.
 */
export function useSuggestionSelection(
  jobOpeningUuid: string,
  candidates: readonly Candidate[],
): SuggestionSelection {
  const employeeUuid = useAppSelector((state) => state.auth.user?.uuid ?? null);
  const [start] = useState(() => {
    const remembered = employeeUuid ? readMatchThreshold(employeeUuid, MATCH_THRESHOLDS) : null;
    const threshold = remembered ?? DEFAULT_MATCH_THRESHOLD;
    const saved = employeeUuid ? readSavedSelection(employeeUuid, jobOpeningUuid) : null;
    const restored =
      saved !== null && candidates.some((candidate) => saved.offered.includes(candidate.uuid));
    return {
      preselection: { threshold, restored },
      selected: initialSelection(candidates, saved, threshold),
    };
  });
  const [selected, setSelectedState] = useState<ReadonlySet<string>>(start.selected);
  const [threshold, setThresholdState] = useState(start.preselection.threshold);

  const setSelected = useCallback(
    (next: ReadonlySet<string>) => {
      setSelectedState(next);
      if (!employeeUuid) return;
      writeSavedSelection(employeeUuid, jobOpeningUuid, {
        selected: candidates.filter((c) => next.has(c.uuid)).map((c) => c.uuid),
        offered: candidates.map((c) => c.uuid),
      });
    },
    [employeeUuid, jobOpeningUuid, candidates],
  );

  const setThreshold = useCallback(
    (next: number) => {
      setThresholdState(next);
      if (employeeUuid) writeMatchThreshold(employeeUuid, next);
    },
    [employeeUuid],
  );

  const forget = useCallback(() => {
    if (employeeUuid) writeSavedSelection(employeeUuid, jobOpeningUuid, null);
  }, [employeeUuid, jobOpeningUuid]);

  return {
    selected,
    setSelected,
    threshold,
    setThreshold,
    preselection: start.preselection,
    forget,
  };
}
