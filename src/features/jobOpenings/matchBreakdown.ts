import type { IntlShape } from 'react-intl';
import type { Candidate, JobOpening, Skill } from '../../contract/types';

/**
 * Where a candidate lives compared with the job opening's location (issue #9 point 2): in the
 * same city (same city id), elsewhere in the same state (same state id), or in another state.
 */
export type LocationRelation = 'sameCity' | 'sameState' | 'otherState';

/** Lowest and highest `match_score` (contract `Candidate.match_score`: 100 best). */
export const MATCH_SCORE_RANGE = { min: 0, max: 100 } as const;

/** "Why this candidate" for one candidate and one opening (issue #9 point 2). */
export interface MatchBreakdown {
  /** `match_score` as a whole percentage, clamped to 0–100 (0 when not a number). */
  score: number;
  /** The opening's required skills the candidate has, in the opening's order. */
  has: Skill[];
  /** The opening's required skills the candidate lacks, in the opening's order. */
  lacks: Skill[];
  /** How many skills the opening requires (`has.length + lacks.length`). */
  required: number;
  /** The candidate's skills the opening does not ask for, in the candidate's order. */
  otherSkills: Skill[];
  /** The candidate's location compared with the opening's. */
  location: LocationRelation;
  /** `years_experience`, in years (never negative). */
  yearsExperience: number;
}

/** The parts of a Candidate the breakdown reads. */
export type BreakdownCandidate = Pick<
  Candidate,
  'skills' | 'location' | 'years_experience' | 'match_score'
>;

/** The parts of a JobOpening the breakdown reads. */
export type BreakdownOpening = Pick<JobOpening, 'skills' | 'location'>;

/**
 * A match percentage (`percent`: 0–100, e.g. a {@link clampScore}d `match_score` or a minimum
 * match) as the interface locale writes a percentage: react-intl's `style: 'percent'`, whole
 * (`69%` in en-US and es-US). The one format of every match percentage shown or read out —
 * meter value, chat header, minimum match (issue #30 point 12: Spanish showed a hand-written
 * "69 % de coincidencia" beside the meter's "Coincidencia 69%").
 *
 * @example formatMatchPercent(intl, 69.4) // '69%'
 */
export function formatMatchPercent(intl: Pick<IntlShape, 'formatNumber'>, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * `match_score` (contract `Candidate.match_score`, %, 100 best) as a whole percentage within
 * {@link MATCH_SCORE_RANGE}; a value that is not a finite number counts as 0.
 */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return MATCH_SCORE_RANGE.min;
  return Math.min(MATCH_SCORE_RANGE.max, Math.max(MATCH_SCORE_RANGE.min, Math.round(score)));
}

/**
 * Where `candidate` lives compared with the opening (`Location`, compared by id): the same
 * city id → `sameCity`; otherwise the same state id → `sameState`; otherwise `otherState`.
 * A city id is compared only within the same state, so equal ids in two states never count.
 */
export function locationRelation(
  candidate: Pick<Candidate, 'location'>,
  opening: Pick<JobOpening, 'location'>,
): LocationRelation {
  const mine = candidate.location;
  const theirs = opening.location;
  if (mine.state.id !== theirs.state.id) return 'otherState';
  return mine.city.id === theirs.city.id ? 'sameCity' : 'sameState';
}

/**
 * Why a suggested candidate matches a job opening (issue #9 point 2; contract `Candidate`:
 * `match_score`, `skills`, `location`, `years_experience`; `JobOpening.skills`,
 * `JobOpening.location`): the opening's required skills split into those the candidate has and
 * lacks (matched by skill id; a skill listed twice counts once), the candidate's other skills,
 * the location relation ({@link locationRelation}), the years of experience and the score
 * ({@link clampScore}). Pure: the same inputs always give the same result.
 */
export function matchBreakdown(
  candidate: BreakdownCandidate,
  opening: BreakdownOpening,
): MatchBreakdown {
  const candidateSkillIds = new Set(candidate.skills.map((skill) => skill.id));
  const required = uniqueById(opening.skills);
  const requiredIds = new Set(required.map((skill) => skill.id));
  const has = required.filter((skill) => candidateSkillIds.has(skill.id));
  const lacks = required.filter((skill) => !candidateSkillIds.has(skill.id));
  const otherSkills = uniqueById(candidate.skills).filter((skill) => !requiredIds.has(skill.id));
  const years = Number.isFinite(candidate.years_experience) ? candidate.years_experience : 0;
  return {
    score: clampScore(candidate.match_score),
    has,
    lacks,
    required: required.length,
    otherSkills,
    location: locationRelation(candidate, opening),
    yearsExperience: Math.max(0, years),
  };
}

/** `skills` without repeated ids, first occurrence kept. */
function uniqueById(skills: readonly Skill[]): Skill[] {
  const seen = new Set<number>();
  return skills.filter((skill) => {
    if (seen.has(skill.id)) return false;
    seen.add(skill.id);
    return true;
  });
}

/**
 * The candidates whose `match_score` is at least `minimum` % (issue #9 point 2, "select those
 * above N% match": N itself included), in their order. Scores compare as {@link clampScore}.
 */
export function candidatesAtLeast<T extends Pick<Candidate, 'match_score'>>(
  candidates: readonly T[],
  minimum: number,
): T[] {
  return candidates.filter((candidate) => clampScore(candidate.match_score) >= minimum);
}
