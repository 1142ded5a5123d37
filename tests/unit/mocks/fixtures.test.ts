import { createDb } from '../../../mocks/db';
import { companyIndustries, companySizes, TEMPLATES } from '../../../mocks/fixtures/catalogs';
import {
  CANDIDATE_COUNT,
  generateCandidates,
  STATES_WITHOUT_CANDIDATES,
} from '../../../mocks/fixtures/candidates';
import { CITIES, findStateByCode, STATES } from '../../../mocks/fixtures/locations';
import { plans } from '../../../mocks/fixtures/plans';
import { rankCandidates } from '../../../mocks/model';
import { SKILLS } from '../../../mocks/fixtures/skills';
import { NOW } from './helpers';

describe('fixtures', () => {
  it('has the 50 states plus DC, each with at least 10 cities', () => {
    expect(STATES).toHaveLength(51);
    expect(new Set(STATES.map((s) => s.code)).size).toBe(51);
    expect(findStateByCode('DC')?.name).toBe('District of Columbia');
    expect(findStateByCode('TX')).toEqual({ id: 44, name: 'Texas', code: 'TX' });
    for (const state of STATES) {
      expect(CITIES.filter((c) => c.state_id === state.id).length).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
  });

  it('has 150+ distinct skills, 12+ templates in both languages, 6 sizes, 12 industries, 3 plans', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length);
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(TEMPLATES.filter((t) => t.locale === 'es').length).toBeGreaterThanOrEqual(6);
    for (const t of TEMPLATES) expect(t.body.length).toBeGreaterThanOrEqual(10);
    expect(companySizes('en')).toHaveLength(6);
    expect(companyIndustries('es')).toHaveLength(12);
    expect(plans('en').map((p) => [p.name, p.monthly_amount])).toEqual([
      ['Starter', 4900],
      ['Growth', 9900],
      ['Scale', 24900],
    ]);
  });

  it('generates 500+ valid candidates deterministically', () => {
    const first = generateCandidates();
    const second = generateCandidates();
    expect(first.length).toBe(CANDIDATE_COUNT);
    expect(first.length).toBeGreaterThanOrEqual(500);
    expect(second).toEqual(first);
    expect(createDb({ now: () => NOW }).candidates).toEqual(
      createDb({ now: () => NOW }).candidates,
    );
    expect(new Set(first.map((c) => c.uuid)).size).toBe(first.length);
    const cityIds = new Set(CITIES.map((c) => c.id));
    for (const c of first) {
      expect(c.skill_ids.length).toBeGreaterThanOrEqual(3);
      expect(c.skill_ids.length).toBeLessThanOrEqual(6);
      expect(new Set(c.skill_ids).size).toBe(c.skill_ids.length);
      expect(cityIds.has(c.city_id)).toBe(true);
      expect(Math.floor(c.city_id / 100)).toBe(c.state_id);
      expect(c.phone_number).toMatch(/^\d{10}$/);
      expect(c.headline.length).toBeLessThanOrEqual(160);
    }
    expect(first.some((c) => c.locale === 'es')).toBe(true);
    expect(first.some((c) => c.locale === 'en')).toBe(true);
  });

  it('leaves AK, WY, VT and ND without candidates and fills the populous states', () => {
    const candidates = generateCandidates();
    const count = (code: string) =>
      candidates.filter((c) => c.state_id === findStateByCode(code)?.id).length;
    for (const code of STATES_WITHOUT_CANDIDATES) expect(count(code)).toBe(0);
    for (const code of ['TX', 'CA', 'FL', 'NY', 'IL', 'AZ', 'GA', 'NC'])
      expect(count(code)).toBeGreaterThanOrEqual(10);
  });

  it('matches the documented recipes (mocks/fixtures/candidates.ts)', () => {
    const all = generateCandidates();
    const houston = rankCandidates(all, {
      skill_ids: [1, 2, 4, 6, 7],
      state_id: 44,
      city_id: 4401,
    });
    expect(houston).toHaveLength(17);
    expect(houston.filter((s) => s.match.sameCity)).toHaveLength(3);
    expect(
      rankCandidates(all, { skill_ids: [1, 2, 3, 4, 5, 6, 7], state_id: 5, city_id: 501 }),
    ).toHaveLength(19);
    expect(
      rankCandidates(all, { skill_ids: [36, 37, 38], state_id: 10, city_id: 1002 }),
    ).toHaveLength(4);
    for (const [stateId, cityId] of [
      [2, 201],
      [51, 5101],
      [46, 4601],
      [35, 3501],
    ]) {
      const allSkills = SKILLS.map((s) => s.id).slice(0, 10);
      expect(
        rankCandidates(all, { skill_ids: allSkills, state_id: stateId, city_id: cityId }),
      ).toEqual([]);
    }
  });

  it('seeds the same demo data for the same clock', () => {
    const a = createDb({ now: () => NOW });
    const b = createDb({ now: () => NOW });
    expect(b.tables.jobOpenings).toEqual(a.tables.jobOpenings);
    expect(b.tables.chats).toEqual(a.tables.chats);
  });
});
