import { api, setupMockServer } from './helpers';

setupMockServer();

const names = (body: { data: Array<{ name: string }> }) => body.data.map((i) => i.name);

describe('catalogs', () => {
  it('lists states without a token, searchable', async () => {
    const all = await api('/v1/catalog/states?per_page=100');
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(51);
    expect(all.body.data[0]).toEqual({ id: 1, name: 'Alabama', code: 'AL' });
    const te = await api('/v1/catalog/states?search=te');
    expect(te.body.data).toEqual([
      { id: 43, name: 'Tennessee', code: 'TN' },
      { id: 44, name: 'Texas', code: 'TX' },
    ]);
  });

  it('requires state_id for cities (422) and lists a state’s cities by name', async () => {
    const missing = await api('/v1/catalog/cities');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.fields)).toEqual(['state_id']);
    expect(missing.body.errors).toEqual(['The state id field is required when model is cities.']);

    const texas = await api('/v1/catalog/cities?state_id=44&page=2&per_page=5');
    expect(texas.status).toBe(200);
    expect(texas.body.meta).toEqual({
      current_page: 2,
      last_page: 4,
      per_page: 5,
      total: 18,
      from: 6,
      to: 10,
    });
    for (const city of texas.body.data) expect(city.state_id).toBe(44);
    const first = await api('/v1/catalog/cities?state_id=44&per_page=100');
    expect(names(first.body)[0]).toBe('Amarillo');
    expect(names(first.body)).toContain('Houston');
    expect((await api('/v1/catalog/cities?state_id=abc')).status).toBe(422);
  });

  it('answers 422 for an unknown model', async () => {
    const res = await api('/v1/catalog/planets');
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({ model: ['The selected model is invalid.'] });
    expect((await api('/v1/catalog/planets', { body: {} })).status).toBe(422);
  });

  it('follows Accept-Language for industries and company sizes', async () => {
    const es = await api('/v1/catalog/company-industries?page=2&per_page=4', {
      lang: 'es-US,es;q=0.9',
    });
    expect(es.body.data).toEqual([
      { id: 12, name: 'Educación' },
      { id: 3, name: 'Hotelería' },
      { id: 4, name: 'Logística y almacenes' },
      { id: 5, name: 'Manufactura' },
    ]);
    expect(es.body.meta).toMatchObject({ total: 12, last_page: 3 });
    const en = await api('/v1/catalog/company-industries?per_page=3');
    expect(names(en.body)).toEqual(['Construction', 'Customer Support & BPO', 'Education']);
    const accent = await api('/v1/catalog/company-industries?search=CONSTRUCCION', { lang: 'es' });
    expect(names(accent.body)).toEqual(['Construcción']);

    const sizes = await api('/v1/catalog/company-sizes');
    expect(sizes.body.data).toHaveLength(6);
    expect(sizes.body.data[5]).toEqual({
      id: 6,
      name: '1,001+ employees',
      min_employees: 1001,
      max_employees: null,
    });
    const sizesEs = await api('/v1/catalog/company-sizes', { lang: 'es' });
    expect(sizesEs.body.data[0].name).toBe('1-10 empleados');
  });

  it('serves skills and templates, and POST queries by ids', async () => {
    const skills = await api('/v1/catalog/skills?search=forklift');
    expect(names(skills.body)).toEqual(['Forklift Operation']);
    const templates = await api('/v1/catalog/templates?per_page=100');
    expect(templates.body.meta.total).toBeGreaterThanOrEqual(12);
    expect(new Set(templates.body.data.map((t: { locale: string }) => t.locale))).toEqual(
      new Set(['en', 'es']),
    );
    expect(templates.body.data.map((t: { id: number }) => t.id)).toEqual(
      [...templates.body.data.map((t: { id: number }) => t.id)].sort((a, b) => a - b),
    );

    const byIds = await api('/v1/catalog/skills', { body: { ids: [1, 7, 19, 9999] } });
    expect(byIds.status).toBe(200);
    expect(
      byIds.body.data.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b),
    ).toEqual([1, 7, 19]);
    const cities = await api('/v1/catalog/cities', { body: { ids: [4401, 1002] } });
    expect(names(cities.body).sort()).toEqual(['Houston', 'Miami']);
    expect((await api('/v1/catalog/cities', { body: {} })).status).toBe(422);
    expect((await api('/v1/catalog/skills', { body: { ids: 'x' } })).status).toBe(422);
  });
});
