import { between, buildQueryString, relation } from '../../../src/api/queryString';
import { api, login, setupMockServer } from './helpers';

setupMockServer();

/** The no-candidates recipe's skills and the matching recipe's (mocks/fixtures/candidates.ts). */
const WAREHOUSE_SKILLS = [1, 2, 4, 6, 7];
const HOUSTON = { state_id: 44, city_id: 4401 };
const ANCHORAGE = { state_id: 2, city_id: 201 };

function opening(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Warehouse Picker',
    skill_ids: WAREHOUSE_SKILLS,
    ...HOUSTON,
    desired_candidates: 10,
    first_question: 'Are you available to start next Monday?',
    ...overrides,
  };
}

let token: string;
beforeAll(async () => {
  token = await login('demo@hireline.test');
});

const list = (query = '') => api(`/v1/employers/job-openings${query}`, { token });

describe('job openings list', () => {
  it('paginates 15 per page, newest first', async () => {
    const page1 = await list();
    expect(page1.status).toBe(200);
    expect(page1.body.data).toHaveLength(15);
    expect(page1.body.meta).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 15,
      total: 22,
      from: 1,
      to: 15,
    });
    expect(page1.body.data[0].name).toBe('Order Picker - Weekend Shift');
    const created = page1.body.data.map((o: { created_at: string }) => o.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const page2 = await list('?page=2');
    expect(page2.body.data).toHaveLength(7);
    expect(page2.body.meta).toMatchObject({ current_page: 2, from: 16, to: 22 });
    expect(page2.body.data.at(-1).name).toBe('Construction Laborer');

    const past = await list('?page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ from: null, to: null, total: 22 });

    expect((await list('?per_page=5')).body.meta.last_page).toBe(5);
  });

  it('searches name and first question, case- and accent-insensitively, narrowed by field', async () => {
    const byName = await list('?search=WAREHOUSE');
    expect(byName.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Warehouse Associate - Night Shift',
    ]);

    const accent = await list('?search=telefono');
    expect(accent.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Bilingual Customer Service Representative',
    ]);
    expect((await list('?search=telefono&field=name')).body.meta.total).toBe(0);
    expect((await list('?search=telefono&field=name,first_question')).body.meta.total).toBe(1);
  });

  it('filters by between_dates (UTC days inclusive, or ISO date-times)', async () => {
    const days = await list(
      `?between_dates=${encodeURIComponent('2025-06-01,2025-06-15,created_at')}`,
    );
    expect(days.status).toBe(200);
    expect(days.body.data.map((o: { name: string }) => o.name)).toEqual([
      'Order Picker - Weekend Shift',
      'Prep Cook',
      'CDL Class A Truck Driver',
      'Warehouse Associate - Night Shift',
    ]);
    const times = await list(
      '?between_dates=2025-06-01T05:00:00Z,2025-06-15T00:00:00.000%2B00:00,created_at',
    );
    expect(times.body.meta.total).toBe(3);
    // An unencoded "+" of a zone offset arrives as a space; it is read as "+".
    const plus = await list(
      '?between_dates=2025-06-01T07:00:00+02:00,2025-06-15T00:00:00+00:00,created_at',
    );
    expect(plus.body.meta.total).toBe(3);
  });

  it('filters by where_relation and between ranges, and orders by name', async () => {
    expect((await list('?where_relation=TX,state.code')).body.meta.total).toBe(6);
    expect(
      (await list(`?where_relation=${encodeURIComponent('Forklift Operation,skills.name')}`)).body
        .meta.total,
    ).toBe(2);
    expect((await list('?desired_candidates>5')).body.meta.total).toBe(8);
    expect((await list('?desired_candidates%3E5&desired_candidates%3C10')).body.meta.total).toBe(6);
    const byName = await list('?order=name,asc&per_page=100');
    expect(byName.body.data[0].name).toBe('Administrative Assistant');
    expect(byName.body.data).toHaveLength(22);
  });

  it('reads what the app writes (the shared query-string module), and field>=low as field>low', async () => {
    const app = buildQueryString({
      where_relation: [relation('TX', 'state.code')],
      desired_candidates: between('desired_candidates', 5, 10),
    });
    expect(app).toBe('where_relation=TX,state.code&desired_candidates>5&desired_candidates<10');
    const both = (await list(`?${app}`)).body.meta.total;
    const texas = (await list('?where_relation=TX,state.code&per_page=100')).body.data;
    const expected = texas.filter(
      (o: { desired_candidates: number }) => o.desired_candidates > 5 && o.desired_candidates < 10,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(texas.length);
    expect(both).toBe(expected.length);
    expect((await list('?desired_candidates>=5')).body.meta.total).toBe(8);
  });

  it.each([
    ['a date that does not exist', '?between_dates=2025-02-30,2025-03-01,created_at'],
    ['a missing field', '?between_dates=2025-06-01,2025-06-15'],
    ['another field', '?between_dates=2025-06-01,2025-06-15,updated_at'],
    ['start after end', '?between_dates=2025-06-15,2025-06-01,created_at'],
    ['an unknown order', '?order=total,desc'],
    ['an unknown search column', '?search=x&field=headline'],
    ['a non-numeric page', '?page=abc'],
    ['per_page over 100', '?per_page=101'],
    ['a non-numeric range bound', '?desired_candidates>abc'],
  ])('answers 422 for %s', async (_label, query) => {
    const res = await list(query);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('The given data was invalid.');
    expect(Object.keys(res.body.fields).length).toBeGreaterThan(0);
  });

  it('answers 403 to the unverified account', async () => {
    const unverified = await login('new@hireline.test');
    const res = await api('/v1/employers/job-openings', { token: unverified });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Your email address is not verified.',
      errors: ['Enter the code we e-mailed you to continue.'],
    });
  });
});

describe('create job opening', () => {
  it('creates an opening (201) that leads the list', async () => {
    const res = await api('/v1/employers/job-openings', { token, body: opening() });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Warehouse Picker',
      desired_candidates: 10,
      hired_count: 0,
      total: 0,
      location: { state: { id: 44, code: 'TX' }, city: { id: 4401, name: 'Houston' } },
      created_at: '2025-06-15T12:00:00Z',
    });
    expect(res.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.skills.map((s: { id: number }) => s.id)).toEqual(WAREHOUSE_SKILLS);
    const first = await list();
    expect(first.body.data[0].uuid).toBe(res.body.uuid);
    expect(first.body.meta.total).toBe(23);
  });

  it('validates the payload (422 with fields)', async () => {
    const res = await api('/v1/employers/job-openings', {
      token,
      body: {
        name: 'ab',
        skill_ids: [1, 1],
        state_id: 44,
        desired_candidates: 51,
        first_question: 'short',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      name: ['The name field must be at least 3 characters.'],
      'skill_ids.1': ['The skill ids.1 field has a duplicate value.'],
      city_id: ['The city id field is required.'],
      desired_candidates: ['The desired candidates field must not be greater than 50.'],
      first_question: ['The first question field must be at least 10 characters.'],
    });
    expect(res.body.errors).toHaveLength(5);

    const otherState = await api('/v1/employers/job-openings', {
      token,
      body: opening({ city_id: 201 }),
    });
    expect(otherState.status).toBe(422);
    expect(otherState.body.fields.city_id).toEqual([
      'The selected city does not belong to the selected state.',
    ]);

    const unknownSkill = await api('/v1/employers/job-openings', {
      token,
      body: opening({ skill_ids: [9999] }),
    });
    expect(unknownSkill.body.fields['skill_ids.0']).toEqual([
      'The selected skill ids.0 is invalid.',
    ]);

    const es = await api('/v1/employers/job-openings', {
      token,
      lang: 'es',
      body: opening({ name: '' }),
    });
    expect(es.body.fields.name).toEqual(['El campo nombre es obligatorio.']);
  });
});

describe('suggested candidates', () => {
  let houston: string;
  let anchorage: string;
  beforeAll(async () => {
    houston = (await api('/v1/employers/job-openings', { token, body: opening() })).body.uuid;
    anchorage = (await api('/v1/employers/job-openings', { token, body: opening(ANCHORAGE) })).body
      .uuid;
  });

  it('suggests masked candidates of the same state sharing a skill', async () => {
    const res = await api(`/v1/employers/job-openings/${houston}/candidates`, { token });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      desired_candidates: 10,
      count: 10,
      unit_amount: 400,
      currency: 'usd',
    });
    expect(res.body.data).toHaveLength(10);
    const scores: number[] = res.body.data.map((c: { match_score: number }) => c.match_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(res.body.data[0].location.city.name).toBe('Houston');
    for (const c of res.body.data) {
      expect(c.location.state.code).toBe('TX');
      expect(c.skills.some((s: { id: number }) => WAREHOUSE_SKILLS.includes(s.id))).toBe(true);
      expect(WAREHOUSE_SKILLS).toContain(c.skills[0].id); // shared skills first
      if (c.contact_revealed) {
        // Unlocked in a chat of the seeded Houston warehouse opening: full name and phone.
        expect(c.phone_number).toMatch(/^\d{10}$/);
      } else {
        expect(c.name).toMatch(/^\S+( \S+)* [A-Z]\.$/);
        expect(c.phone_number).toBeNull();
      }
      expect(c.match_score).toBeGreaterThanOrEqual(0);
      expect(c.match_score).toBeLessThanOrEqual(100);
    }
  });

  it('masks candidates whose contact the employer has not unlocked', async () => {
    const res = await api(`/v1/employers/job-openings/${houston}/candidates`, { token });
    const masked = res.body.data.filter((c: { contact_revealed: boolean }) => !c.contact_revealed);
    expect(masked.length).toBeGreaterThanOrEqual(5);
  });

  it('returns an empty list for an opening in a state without candidates', async () => {
    const res = await api(`/v1/employers/job-openings/${anchorage}/candidates`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [],
      meta: { desired_candidates: 10, count: 0, unit_amount: 400, currency: 'usd' },
    });
  });

  it('honours desiredCandidates and ignoreIds[]', async () => {
    const first = await api(
      `/v1/employers/job-openings/${houston}/candidates?desiredCandidates=3`,
      { token },
    );
    expect(first.body.data).toHaveLength(3);
    expect(first.body.meta.desired_candidates).toBe(3);
    const ignored: string[] = first.body.data.map((c: { uuid: string }) => c.uuid);
    const query = ignored.map((id) => `ignoreIds[]=${id}`).join('&');
    const next = await api(
      `/v1/employers/job-openings/${houston}/candidates?desiredCandidates=3&${query}`,
      { token },
    );
    expect(next.body.data).toHaveLength(3);
    for (const c of next.body.data) expect(ignored).not.toContain(c.uuid);

    expect(
      (
        await api(`/v1/employers/job-openings/${houston}/candidates?desiredCandidates=51`, {
          token,
        })
      ).status,
    ).toBe(422);
    expect(
      (await api(`/v1/employers/job-openings/${houston}/candidates?ignoreIds[]=nope`, { token }))
        .status,
    ).toBe(422);
  });

  it('answers 404 for an unknown or malformed opening id', async () => {
    const unknown = await api(
      '/v1/employers/job-openings/00000000-0000-4000-8000-000000000000/candidates',
      { token },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'The requested record was not found.', errors: [] });
    expect((await api('/v1/employers/job-openings/42/candidates', { token })).status).toBe(404);
  });
});
