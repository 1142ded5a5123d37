/**
 * "Why this candidate" (issue #9 point 2): the pure breakdown of a Candidate against a
 * JobOpening — required skills had and lacked by skill id, same city / same state / other
 * state by location ids, years, the score clamped to 0–100 — and the "N% or more" filter.
 */
import type { Candidate, JobOpening, Location, Skill } from '../../../src/contract/types';
import {
  candidatesAtLeast,
  clampScore,
  locationRelation,
  matchBreakdown,
} from '../../../src/features/jobOpenings/matchBreakdown';

const TEXAS = { id: 44, name: 'Texas', code: 'TX' };
const COLORADO = { id: 6, name: 'Colorado', code: 'CO' };
const HOUSTON: Location = { state: TEXAS, city: { id: 1, name: 'Houston', state_id: 44 } };
const DALLAS: Location = { state: TEXAS, city: { id: 2, name: 'Dallas', state_id: 44 } };
/** Same city id as Houston, in another state: must not count as the same city. */
const DENVER_SAME_CITY_ID: Location = {
  state: COLORADO,
  city: { id: 1, name: 'Denver', state_id: 6 },
};

const FORKLIFT: Skill = { id: 12, name: 'Forklift Operation' };
const RF: Skill = { id: 20, name: 'RF Scanner' };
const PICKING: Skill = { id: 31, name: 'Order Picking' };
const CYCLE: Skill = { id: 40, name: 'Cycle Counting' };
const SOLDERING: Skill = { id: 77, name: 'Soldering' };

const opening: Pick<JobOpening, 'skills' | 'location'> = {
  skills: [FORKLIFT, RF, PICKING, CYCLE],
  location: HOUSTON,
};

function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    uuid: '0b6d2a57-4a1e-4c55-9a3c-5d1e1b2f3a40',
    name: 'Luisa N.',
    contact_revealed: false,
    phone_number: null,
    headline: 'Distribution center team lead',
    skills: [PICKING, SOLDERING, FORKLIFT],
    location: DALLAS,
    years_experience: 8,
    match_score: 67,
    ...overrides,
  };
}

describe('matchBreakdown (issue #9 point 2)', () => {
  it("splits the opening's required skills into had and lacked, in the opening's order, by id", () => {
    const result = matchBreakdown(candidate(), opening);
    expect(result.has).toEqual([FORKLIFT, PICKING]);
    expect(result.lacks).toEqual([RF, CYCLE]);
    expect(result.required).toBe(4);
    expect(result.otherSkills).toEqual([SOLDERING]);
  });

  it('matches skills by id, not by name', () => {
    const renamed = { id: FORKLIFT.id, name: 'Forklift (certified)' };
    const lookalike = { id: 999, name: RF.name };
    const result = matchBreakdown(candidate({ skills: [renamed, lookalike] }), opening);
    expect(result.has.map((s) => s.id)).toEqual([FORKLIFT.id]);
    expect(result.lacks.map((s) => s.id)).toEqual([RF.id, PICKING.id, CYCLE.id]);
    expect(result.otherSkills).toEqual([lookalike]);
  });

  it('counts a skill listed twice once', () => {
    const result = matchBreakdown(candidate({ skills: [RF, RF, SOLDERING, SOLDERING] }), {
      skills: [RF, RF, PICKING],
      location: HOUSTON,
    });
    expect(result.has).toEqual([RF]);
    expect(result.lacks).toEqual([PICKING]);
    expect(result.required).toBe(2);
    expect(result.otherSkills).toEqual([SOLDERING]);
  });

  it('has every required skill, or none of them', () => {
    const all = matchBreakdown(candidate({ skills: [CYCLE, RF, PICKING, FORKLIFT] }), opening);
    expect(all.has).toEqual(opening.skills);
    expect(all.lacks).toEqual([]);
    const none = matchBreakdown(candidate({ skills: [] }), opening);
    expect(none.has).toEqual([]);
    expect(none.lacks).toEqual(opening.skills);
    expect(none.otherSkills).toEqual([]);
  });

  it('an opening without required skills leaves nothing had or lacked', () => {
    const result = matchBreakdown(candidate(), { skills: [], location: HOUSTON });
    expect(result).toMatchObject({ has: [], lacks: [], required: 0 });
    expect(result.otherSkills).toEqual([PICKING, SOLDERING, FORKLIFT]);
  });

  it('gives the location relation, years and score', () => {
    expect(matchBreakdown(candidate({ location: HOUSTON }), opening)).toMatchObject({
      location: 'sameCity',
      yearsExperience: 8,
      score: 67,
    });
    expect(matchBreakdown(candidate(), opening).location).toBe('sameState');
  });

  it('keeps years of experience a number of years, never negative', () => {
    expect(matchBreakdown(candidate({ years_experience: 0 }), opening).yearsExperience).toBe(0);
    expect(matchBreakdown(candidate({ years_experience: -3 }), opening).yearsExperience).toBe(0);
    expect(matchBreakdown(candidate({ years_experience: NaN }), opening).yearsExperience).toBe(0);
    expect(matchBreakdown(candidate({ years_experience: 1 }), opening).yearsExperience).toBe(1);
  });
});

describe('locationRelation', () => {
  it('compares the city id within the same state id', () => {
    expect(locationRelation({ location: HOUSTON }, { location: HOUSTON })).toBe('sameCity');
    expect(locationRelation({ location: DALLAS }, { location: HOUSTON })).toBe('sameState');
    expect(locationRelation({ location: DENVER_SAME_CITY_ID }, { location: HOUSTON })).toBe(
      'otherState',
    );
  });

  it('compares ids, not names', () => {
    const renamed: Location = {
      state: { ...TEXAS, name: 'TEXAS' },
      city: { ...HOUSTON.city, name: 'Houston (Downtown)' },
    };
    expect(locationRelation({ location: renamed }, { location: HOUSTON })).toBe('sameCity');
  });
});

describe('clampScore', () => {
  it.each([
    [94, 94],
    [0, 0],
    [100, 100],
    [99.6, 100],
    [61.4, 61],
    [-5, 0],
    [140, 100],
    [NaN, 0],
    [Infinity, 0],
  ])('%p → %p', (score, expected) => {
    expect(clampScore(score)).toBe(expected);
  });
});

describe('candidatesAtLeast ("select those above N% match")', () => {
  const list = [94, 80, 79, 61, 50].map((match_score, i) =>
    candidate({ uuid: `uuid-${i}`, match_score }),
  );

  it('keeps the candidates at or above the minimum, in order', () => {
    expect(candidatesAtLeast(list, 80).map((c) => c.match_score)).toEqual([94, 80]);
    expect(candidatesAtLeast(list, 60).map((c) => c.match_score)).toEqual([94, 80, 79, 61]);
  });

  it('can keep everyone or no one', () => {
    expect(candidatesAtLeast(list, 0)).toHaveLength(5);
    expect(candidatesAtLeast(list, 95)).toEqual([]);
    expect(candidatesAtLeast([], 50)).toEqual([]);
  });
});
