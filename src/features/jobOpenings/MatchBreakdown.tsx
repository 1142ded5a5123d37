import { useId, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Icon } from '../../components';
import {
  formatMatchPercent,
  MATCH_SCORE_RANGE,
  matchBreakdown,
  type BreakdownCandidate,
  type BreakdownOpening,
} from './matchBreakdown';
import {
  StyledFact,
  StyledFacts,
  StyledFill,
  StyledHas,
  StyledLacks,
  StyledList,
  StyledMeterLabel,
  StyledMeterRow,
  StyledRoot,
  StyledRowLabel,
  StyledSkillRow,
  StyledTrack,
  StyledValue,
} from './MatchBreakdown.styles';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  breakdownHas: {
    id: 'candidates.breakdown.has',
    defaultMessage:
      '{total, plural, one {Has {count} of # required skill} other {Has {count} of # required skills}}',
  },
  breakdownLabel: {
    id: 'candidates.breakdown.label',
    defaultMessage: 'Why this candidate',
    description: 'Accessible name of the match breakdown of a candidate',
  },
  breakdownLacks: {
    id: 'candidates.breakdown.lacks',
    defaultMessage: 'Lacks',
    description: 'Label before the required skills the candidate does not have',
  },
  breakdownLacksList: {
    id: 'candidates.breakdown.lacksList',
    defaultMessage: 'Lacks {skills}',
    description: '{skills} is a list of skill names, e.g. "Forklift Operation and RF Scanner"',
  },
  breakdownLocation: {
    id: 'candidates.breakdown.location',
    defaultMessage:
      '{relation, select, sameCity {Same city} sameState {Same state} other {Other state}} · {city}, {state}',
    description:
      "Where the candidate lives compared with the job opening; {city}, {state}: the candidate's city and state code",
  },
  breakdownMatch: {
    id: 'candidates.breakdown.match',
    defaultMessage: 'Match',
    description:
      'Label of the match score meter (followed by the percentage, e.g. "Match 69%"; the chat header\'s "Match {percent}" reads the same)',
  },
  breakdownOtherSkills: {
    id: 'candidates.breakdown.otherSkills',
    defaultMessage: 'Other skills: {skills}',
    description: 'Skills of the candidate the job opening does not require',
  },
  experience: {
    id: 'candidates.experience',
    defaultMessage: '{years, plural, one {# year of experience} other {# years of experience}}',
  },
});

/** Props of {@link MatchBreakdown}. */
export interface MatchBreakdownProps {
  /** The candidate (contract `Candidate`: `match_score`, `skills`, `location`, `years_experience`). */
  candidate: BreakdownCandidate;
  /** The opening the candidate is suggested for (its required `skills` and `location`). */
  opening: BreakdownOpening;
  /**
   * `full` (default): the meter, the required skills the candidate has and lacks as labelled
   * lists, where they live, their years and their other skills — the suggested-candidate card.
   * `compact`: one wrapping line with the meter, how many required skills they have, the names
   * of those they lack, where they live and their years — the chat header.
   */
  variant?: 'full' | 'compact';
}

/**
 * "Why this candidate" (issue #9 point 2; contract `Candidate`: `match_score`, `skills`,
 * `location`, `years_experience`): the match score as a meter (`role="meter"`, 0–100, named
 * "Match", value text "94%": label first, then the percentage in the locale's own format,
 * {@link formatMatchPercent}, as it is shown — issue #30 point 12), the opening's required
 * skills the candidate has (✓) and lacks (✗, dashed) — each list labelled in words, so colour never carries the meaning alone —,
 * the same city / same state / other state relation with the candidate's city, and the years
 * of experience (ICU plural). Computed by {@link matchBreakdown}; presentational (no Redux, no
 * API). Made of `<span>`s, so it may sit inside a `<label>` (the selectable candidate card).
 */
export function MatchBreakdown({ candidate, opening, variant = 'full' }: MatchBreakdownProps) {
  const intl = useIntl();
  const compact = variant === 'compact';
  const ids = useId();
  const breakdown = useMemo(() => matchBreakdown(candidate, opening), [candidate, opening]);
  const { score, has, lacks, required, otherSkills, location, yearsExperience } = breakdown;
  const percent = formatMatchPercent(intl, score);
  const names = (skills: typeof has) =>
    intl.formatList(
      skills.map((skill) => skill.name),
      { type: 'conjunction' },
    );
  const hasText = (
    <FormattedMessage {...messages.breakdownHas} values={{ count: has.length, total: required }} />
  );
  return (
    <StyledRoot
      role="group"
      aria-label={intl.formatMessage(messages.breakdownLabel)}
      $compact={compact}
    >
      <StyledMeterRow>
        <StyledMeterLabel id={`${ids}-match`}>
          <FormattedMessage {...messages.breakdownMatch} />
        </StyledMeterLabel>
        <StyledTrack
          role="meter"
          aria-labelledby={`${ids}-match`}
          aria-valuemin={MATCH_SCORE_RANGE.min}
          aria-valuemax={MATCH_SCORE_RANGE.max}
          aria-valuenow={score}
          aria-valuetext={percent}
          $compact={compact}
        >
          <StyledFill $score={score} />
        </StyledTrack>
        <StyledValue aria-hidden="true">{percent}</StyledValue>
      </StyledMeterRow>

      {required > 0 &&
        (compact ? (
          <>
            <StyledFact>
              <Icon name="check" size={14} />
              {hasText}
            </StyledFact>
            {lacks.length > 0 && (
              <StyledFact>
                <Icon name="close" size={14} />
                <FormattedMessage
                  {...messages.breakdownLacksList}
                  values={{ skills: names(lacks) }}
                />
              </StyledFact>
            )}
          </>
        ) : (
          <>
            <StyledSkillRow>
              <StyledRowLabel id={`${ids}-has`}>
                <Icon name="check" size={16} />
                {hasText}
              </StyledRowLabel>
              {has.length > 0 && (
                <StyledList role="list" aria-labelledby={`${ids}-has`}>
                  {has.map((skill) => (
                    <StyledHas key={skill.id} role="listitem">
                      <Icon name="check" size={12} />
                      {skill.name}
                    </StyledHas>
                  ))}
                </StyledList>
              )}
            </StyledSkillRow>
            {lacks.length > 0 && (
              <StyledSkillRow>
                <StyledRowLabel id={`${ids}-lacks`}>
                  <Icon name="close" size={16} />
                  <FormattedMessage {...messages.breakdownLacks} />
                </StyledRowLabel>
                <StyledList role="list" aria-labelledby={`${ids}-lacks`}>
                  {lacks.map((skill) => (
                    <StyledLacks key={skill.id} role="listitem">
                      <Icon name="close" size={12} />
                      {skill.name}
                    </StyledLacks>
                  ))}
                </StyledList>
              </StyledSkillRow>
            )}
          </>
        ))}

      <Facts compact={compact}>
        <StyledFact>
          <Icon name="mapPin" size={14} />
          <FormattedMessage
            {...messages.breakdownLocation}
            values={{
              relation: location,
              city: candidate.location.city.name,
              state: candidate.location.state.code,
            }}
          />
        </StyledFact>
        <StyledFact>
          <Icon name="briefcase" size={14} />
          <FormattedMessage {...messages.experience} values={{ years: yearsExperience }} />
        </StyledFact>
      </Facts>

      {!compact && otherSkills.length > 0 && (
        <span>
          <FormattedMessage
            {...messages.breakdownOtherSkills}
            values={{ skills: names(otherSkills) }}
          />
        </span>
      )}
    </StyledRoot>
  );
}

/** The location and years: their own wrapping row in the full variant, inline when compact. */
function Facts({ compact, children }: { compact: boolean; children: ReactNode }) {
  return compact ? <>{children}</> : <StyledFacts>{children}</StyledFacts>;
}
