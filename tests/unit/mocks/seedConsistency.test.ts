/**
 * The demo does not contradict itself (issue #30 point 13): what a candidate's headline or
 * messages claim matches the profile shown beside them (the rule: `mocks/fixtures/claims.ts`):
 * - a skill named is one the candidate has, so never one they lack for the opening of a chat;
 * - a number of years EQUALS `years_experience` (not "at most": "6 years" beside a profile of
 *   19 reads as a contradiction); in fact every number a candidate writes is their years, a
 *   clock time or part of a credential's name;
 * - a city or state named is the candidate's own.
 * Checked over the seeded db (all 600 candidates' headlines, every candidate message of every
 * seeded chat, the 5,000-message thread included) and over the simulated replies, twice: with
 * the detector the generators use, and with generic scans of this file (catalog skill names in
 * both languages, every number, every catalog place), so a claim the detector misses still
 * fails here.
 */
import { createDb } from '../../../mocks/db';
import type { CandidateFixture } from '../../../mocks/fixtures/candidates';
import {
  contradictions,
  placeClaimsIn,
  SKILL_CLAIMS,
  skillClaimsIn,
  skillPhrase,
  yearClaimsIn,
} from '../../../mocks/fixtures/claims';
import { CITIES, findCity, findState, STATES } from '../../../mocks/fixtures/locations';
import { BILINGUAL_SKILLS, skillByName } from '../../../mocks/fixtures/skills';
import { candidateReply, threadOf } from '../../../mocks/model';
import { NOW } from './helpers';

const db = createDb({ now: () => NOW });

/** `text` escaped for a RegExp. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `name` as whole words: no letter or digit right before or after it. */
function wholeWords(name: string, flags: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, `${flags}u`);
}

/** Every catalog skill name, English and Spanish, longest first (a longer name hides those inside it). */
const SKILL_NAMES = BILINGUAL_SKILLS.flatMap((skill) =>
  [...new Set([skill.name.en, skill.name.es])].map((name) => ({
    name,
    id: skill.id,
    pattern: wholeWords(name, 'gi'),
  })),
).sort((a, b) => b.name.length - a.name.length);

/** Every catalog city and state name. */
const PLACES = [...new Set([...CITIES.map((c) => c.name), ...STATES.map((s) => s.name)])].map(
  (name) => ({ name, pattern: wholeWords(name, '') }),
);

/** English number words 1–29. */
const NUMBER_WORDS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
    'fifteen sixteen seventeen eighteen nineteen twenty',
  ]
    .join(' ')
    .split(' ')
    .flatMap((word, i) => [[word, i + 1], ...(i < 9 ? [[`twenty-${word}`, 21 + i]] : [])]),
);

/** A number word before "year(s)" ("six years", "twenty-two years"). */
const WORD_YEARS = /\b([a-z]+(?:-[a-z]+)?)[- ]years?\b/gi;

/**
 * The generic scans of this test, independent of the detector: catalog skill names (English
 * and Spanish) the candidate does not have; numbers other than their years (clock times and
 * the numbers inside credential names set aside) in digits or in words; catalog places other
 * than their own city and state.
 */
function genericProblems(text: string, candidate: CandidateFixture): string[] {
  const problems: string[] = [];
  let rest = text;
  for (const { name, id, pattern } of SKILL_NAMES) {
    const masked = rest.replace(pattern, (m) => ' '.repeat(m.length));
    if (masked !== rest && !candidate.skill_ids.includes(id)) {
      problems.push(`names the skill "${name}" without it`);
    }
    rest = masked;
  }
  const numbers = text
    .replace(/\b\d{1,2}(?::\d{2})?\s*(?:AM|PM|a\.m\.|p\.m\.)/gi, '')
    .replace(/\b(?:OSHA[- ]?(?:10|30)|Microsoft 365|CompTIA A\+|\d+\+ (?:WPM|lbs))/gi, '');
  for (const m of numbers.matchAll(/\d+/g)) {
    if (Number(m[0]) !== candidate.years_experience) {
      problems.push(`writes ${m[0]}, the profile says ${candidate.years_experience} years`);
    }
  }
  for (const m of text.matchAll(WORD_YEARS)) {
    const value = NUMBER_WORDS[m[1].toLowerCase()];
    if (value !== undefined && value !== candidate.years_experience) {
      problems.push(`writes "${m[0]}", the profile says ${candidate.years_experience} years`);
    }
  }
  const city = findCity(candidate.city_id)?.name ?? '';
  const state = findState(candidate.state_id)?.name ?? '';
  const elsewhere = text.split(city).join(' ').split(state).join(' ');
  for (const { name, pattern } of PLACES) {
    if (elsewhere.includes(name) && pattern.test(elsewhere)) {
      problems.push(`names ${name}, lives in ${city}, ${state}`);
    }
  }
  return problems;
}

/** Both checks of `text` against `candidate`'s profile, each problem prefixed with `where`. */
function problemsOf(where: string, text: string, candidate: CandidateFixture): string[] {
  return [...contradictions(text, candidate), ...genericProblems(text, candidate)].map(
    (problem) => `${where} (${candidate.full_name}): "${text}" ${problem}`,
  );
}

describe('the seed is consistent with the candidates’ profiles', () => {
  it('gives every candidate a headline their skills, years and location back', () => {
    const problems = db.candidates.flatMap((c) => problemsOf('headline', c.headline, c));
    expect(problems).toEqual([]);
  });

  it('has every seeded candidate message agree with the profile, naming no lacked skill', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const chat of db.tables.chats) {
      const candidate = db.candidateByUuid(chat.candidate_uuid);
      const opening = db.tables.jobOpenings.find((o) => o.uuid === chat.job_opening_uuid);
      if (!candidate || !opening) throw new Error(`Chat ${chat.id} lost its candidate or opening`);
      const lacks = opening.skill_ids.filter((id) => !candidate.skill_ids.includes(id));
      const texts = [
        candidate.headline,
        ...threadOf(db, chat)
          .filter((m) => m.sender === 'candidate')
          .map((m) => (typeof m.body === 'string' ? m.body : '')),
      ];
      for (const text of texts) {
        checked += 1;
        problems.push(...problemsOf(`chat ${chat.id} for ${opening.name}`, text, candidate));
        for (const claim of skillClaimsIn(text)) {
          if (claim.skillIds.every((id) => lacks.includes(id))) {
            problems.push(`chat ${chat.id}: "${text}" claims "${claim.text}", which it lacks`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The 5,000-message thread's candidate lines were read too.
    expect(checked).toBeGreaterThan(1000);
  });

  it('only lets a candidate reply what their profile backs', () => {
    const problems: string[] = [];
    // A hundred evenly spread draws reach every line of a pool of up to 100 lines.
    for (const candidate of db.candidates) {
      const replies = new Set(
        Array.from({ length: 100 }, (_, i) => candidateReply(candidate, (i + 0.5) / 100)),
      );
      for (const reply of replies) problems.push(...problemsOf('reply', reply, candidate));
    }
    expect(problems).toEqual([]);
  });
});

describe('the claim detector (mocks/fixtures/claims.ts)', () => {
  const profile = (names: string[], years: number, state: string, city: string) => {
    const home = CITIES.find(
      (c) => c.name === city && findState(c.state_id)?.code === state,
    ) as (typeof CITIES)[number];
    return {
      skill_ids: names.map((n) => skillByName(n).id),
      years_experience: years,
      state_id: home.state_id,
      city_id: home.id,
    };
  };

  it('catches the contradictions of issue #30 point 13', () => {
    const associate = profile(
      ['Pallet Jack Operation', 'Shipping & Receiving'],
      20,
      'TX',
      'Pasadena',
    );
    expect(
      contradictions('Forklift-certified warehouse associate, 20 years on night shifts', associate),
    ).toEqual(['claims "Forklift" without the skill']);
    const driver = profile(
      ['Commercial Driving (CDL Class A)', 'Hazmat Endorsement'],
      19,
      'TX',
      'San Antonio',
    );
    expect(contradictions('Yes, CDL-A with 6 years OTR and a clean MVR.', driver)).toEqual([
      'claims "clean MVR" without the skill',
      'claims 6 years, the profile says 19',
    ]);
    expect(contradictions('I live in Houston.', associate)).toEqual([
      'names Houston, the candidate lives in Pasadena, Texas',
    ]);
    expect(
      contradictions('Yes, CDL-A with 19 years OTR, from San Antonio, Texas.', driver),
    ).toEqual([]);
  });

  it('reads years in digits and words, and places by their longest name', () => {
    expect(yearClaimsIn('1 year, one year, twenty-two years, 6 años, 5+ years')).toEqual([
      1, 1, 22, 6, 5,
    ]);
    expect(yearClaimsIn('years on nights, 9 AM, OSHA 10')).toEqual([]);
    expect(placeClaimsIn('Moving from New York to Houston')).toEqual(['New York', 'Houston']);
    expect(placeClaimsIn('Thursday at 9 AM works for me.')).toEqual([]);
  });

  it('detects every phrase a seeded message uses as a claim of its skill alone', () => {
    for (const skill of BILINGUAL_SKILLS) {
      const claims = skillClaimsIn(skillPhrase(skill.id));
      expect({ skill: skill.name.en, found: claims.length > 0 }).toEqual({
        skill: skill.name.en,
        found: true,
      });
      for (const claim of claims) expect(claim.skillIds).toContain(skill.id);
    }
    expect(SKILL_CLAIMS.length).toBeGreaterThan(50);
  });
});
