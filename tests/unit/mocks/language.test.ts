/**
 * Texts the demo API writes follow each request's Accept-Language (issue #19 point 8; contract
 * "Language"): payment descriptions and system notices are kept as what happened and written
 * out per request, skill names are bilingual wherever a Skill appears (catalog, job openings,
 * suggested candidates, chats), and a version-3 snapshot of the demo database is migrated.
 */
import type { Chat, Message, Payment } from '../../../mocks/contract';
import { createDb, DB_VERSION, DEFAULT_STORAGE_KEY } from '../../../mocks/db';
import { BILINGUAL_SKILLS, SKILLS } from '../../../mocks/fixtures/skills';
import { renderText } from '../../../mocks/i18n';
import { createMockServer, type MockServer } from '../../../mocks/node';
import type { DbTables } from '../../../mocks/tables';
import { api, login, memoryStorage, NOW } from './helpers';

let mock: MockServer;
let token: string;
let warehouse: string;

beforeAll(async () => {
  mock = createMockServer({ now: NOW, replyDelayMs: [600_000, 600_000] });
  mock.server.listen({ onUnhandledRequest: 'error' });
  token = await login('demo@hireline.test');
  const openings = await api('/v1/employers/job-openings?per_page=100', { token });
  warehouse = openings.body.data.find(
    (o: { name: string }) => o.name === 'Warehouse Associate - Night Shift',
  ).uuid;
});
afterAll(() => mock.server.close());

const names = (body: { data: Array<{ name: string }> }) => body.data.map((s) => s.name);

async function chatsOf(lang: string): Promise<Chat[]> {
  const res = await api(`/v1/employers/job-openings/${warehouse}/chats`, { token, lang });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function notices(chatId: number, lang: string): Promise<string[]> {
  const res = await api(`/v1/employers/chat/${chatId}/messages`, { token, lang });
  expect(res.status).toBe(200);
  return (res.body.data as Message[]).filter((m) => m.sender === 'system').map((m) => m.body);
}

async function charges(query: string, lang: string): Promise<Payment[]> {
  const res = await api(`/v1/employers/payments?per_page=100&${query}`, { token, lang });
  expect(res.status).toBe(200);
  return res.body.data;
}

describe('system messages', () => {
  it('writes the seeded notices out in the language of each read', async () => {
    const chats = await chatsOf('en');
    const hired = chats.find((c) => c.status === 'hired') as Chat;
    const rejected = chats.find((c) => c.status === 'rejected') as Chat;
    const name = hired.candidate.name;
    const [unlockEn, hireEn] = await notices(hired.id, 'en');
    const [unlockEs, hireEs] = await notices(hired.id, 'es');
    expect(unlockEn).toMatch(
      /^Chat unlocked until [A-Z][a-z]+ \d{1,2}, 2025\. Full name and phone number are now visible\.$/,
    );
    expect(unlockEs).toMatch(
      /^Chat desbloqueado hasta el \d{1,2} de [a-z]+ de 2025\. El nombre completo y el teléfono ya están visibles\.$/,
    );
    expect(hireEn).toBe(`${name} was hired.`);
    expect(hireEs).toBe(`Se contrató a ${name}.`);
    expect(await notices(rejected.id, 'es')).toEqual([
      'Se le informó amablemente al candidato que la vacante ya fue cubierta.',
    ]);
    expect(await notices(rejected.id, 'en')).toEqual([
      'The candidate was told politely that the position has been filled.',
    ]);
    // The chat lists carry the notice as last message in the reader's language too.
    const rejectedEs = (await chatsOf('es-US,es;q=0.9')).find((c) => c.id === rejected.id);
    expect(rejectedEs?.last_message?.body).toBe(
      'Se le informó amablemente al candidato que la vacante ya fue cubierta.',
    );
  });

  it('keeps an unlock written by a Spanish request as what happened: read in English, it is English', async () => {
    const pending = (await chatsOf('en')).find((c) => c.status === 'pending') as Chat;
    const unlocked = await api(`/v1/employers/chat/${pending.id}/unlock`, {
      token,
      method: 'POST',
      lang: 'es',
      headers: { 'Idempotency-Key': 'language-unlock-1' },
    });
    expect(unlocked.status).toBe(200);
    // 2025-06-15 + 7 days, as the language writes a date.
    expect(unlocked.body.last_message.body).toBe(
      'Chat desbloqueado hasta el 22 de junio de 2025. El nombre completo y el teléfono ya están visibles.',
    );
    expect((await notices(pending.id, 'en')).at(-1)).toBe(
      'Chat unlocked until June 22, 2025. Full name and phone number are now visible.',
    );
    const hired = await api(`/v1/employers/chat/${pending.id}/hire`, {
      token,
      method: 'POST',
      lang: 'en',
    });
    expect(hired.body.last_message.body).toBe(`${hired.body.candidate.name} was hired.`);
    expect((await notices(pending.id, 'es')).at(-1)).toBe(
      `Se contrató a ${hired.body.candidate.name}.`,
    );
  });
});

describe('payment descriptions', () => {
  it('describes the same charges in English and in Spanish, names as typed', async () => {
    const en = await charges('', 'en');
    const es = await charges('', 'es');
    expect(es.map((p) => p.id)).toEqual(en.map((p) => p.id));
    const pairs = new Map(en.map((p, i) => [p.description, es[i].description]));
    expect(pairs.get('Hireline Growth plan, monthly fee')).toBe(
      'Plan Growth de Hireline, cuota mensual',
    );
    expect(pairs.get('Hireline Growth plan, first month')).toBe(
      'Plan Growth de Hireline, primer mes',
    );
    expect(pairs.get('Checkout of 6 candidates for Warehouse Associate - Night Shift')).toBe(
      'Contacto con 6 candidatos para Warehouse Associate - Night Shift',
    );
    const unlockEn = en.filter((p) => p.kind === 'unlock');
    const unlockEs = es.filter((p) => p.kind === 'unlock');
    expect(unlockEn.length).toBeGreaterThan(0);
    unlockEn.forEach((p, i) => {
      const m = /^Contact details of (.+) for (.+)$/.exec(p.description);
      expect(m).not.toBeNull();
      expect(unlockEs[i].description).toBe(`Datos de contacto de ${m?.[1]} para ${m?.[2]}`);
    });
  });

  it('answers a checkout in its request language and reads it later in the other', async () => {
    const suggested = await api(`/v1/employers/job-openings/${warehouse}/candidates`, { token });
    const [first] = suggested.body.data as Array<{ uuid: string }>;
    const res = await api(`/v1/employers/job-openings/${warehouse}/checkout`, {
      token,
      lang: 'es',
      headers: { 'Idempotency-Key': 'language-checkout-1' },
      body: { job_opening_uuid: warehouse, candidate_uuids: [first.uuid] },
    });
    expect(res.status).toBe(201);
    expect(res.body.payment.description).toBe(
      'Contacto con 1 candidato para Warehouse Associate - Night Shift',
    );
    const [latest] = await charges('kind=checkout', 'en');
    expect(latest).toMatchObject({
      id: res.body.payment.id,
      description: 'Checkout of 1 candidate for Warehouse Associate - Night Shift',
    });
  });
});

describe('skill names', () => {
  it('names every skill in Spanish, each name once', () => {
    const spanish = BILINGUAL_SKILLS.map((s) => s.name.es);
    expect(spanish).toHaveLength(SKILLS.length);
    expect(new Set(spanish).size).toBe(spanish.length);
    expect(spanish.every((name) => name.trim().length > 0)).toBe(true);
    // Tool, brand and certification names stay as they are.
    expect(BILINGUAL_SKILLS.find((s) => s.name.en === 'Zendesk')?.name.es).toBe('Zendesk');
  });

  it('names, searches and orders the skills catalog in the request language', async () => {
    const operacion = await api('/v1/catalog/skills?search=operaci%C3%B3n&per_page=4', {
      lang: 'es',
    });
    // By the Spanish name, accent-insensitively.
    expect(names(operacion.body)).toEqual([
      'Operación de autoservicio (drive-thru)',
      'Operación de centro de llamadas',
      'Operación de lavandería',
      'Operación de maquinaria',
    ]);
    const forklift = await api('/v1/catalog/skills?search=forklift', { lang: 'es' });
    const montacargas = await api('/v1/catalog/skills?search=montacargas', { lang: 'es' });
    expect(forklift.body.data).toEqual([{ id: 1, name: 'Operación de montacargas' }]);
    expect(montacargas.body.data).toEqual([
      { id: 1, name: 'Operación de montacargas' },
      { id: 3, name: 'Operación de montacargas retráctil' },
    ]);
    const pallet = await api('/v1/catalog/skills?search=pallet', { lang: 'es' });
    expect(pallet.body.data).toEqual([
      { id: 2, name: 'Operación de patín hidráulico' },
      { id: 16, name: 'Paletizado' }, // "Palletizing"
    ]);
    // With `en`, English names only.
    expect((await api('/v1/catalog/skills?search=montacargas')).body.data).toEqual([]);
    const byIds = await api('/v1/catalog/skills', { lang: 'es', body: { ids: [1, 7, 19] } });
    expect(byIds.body.data).toEqual([
      { id: 19, name: 'Certificación OSHA 10' },
      { id: 7, name: 'Control de inventario' },
      { id: 1, name: 'Operación de montacargas' },
    ]);
    const byIdsEn = await api('/v1/catalog/skills', { body: { ids: [1, 7, 19] } });
    expect(names(byIdsEn.body)).toEqual([
      'Forklift Operation',
      'Inventory Management',
      'OSHA 10 Certification',
    ]);
  });

  it('names the skills of job openings, suggestions and chats in the request language', async () => {
    const list = await api(
      `/v1/employers/job-openings?search=${encodeURIComponent('Warehouse Associate')}`,
      { token, lang: 'es' },
    );
    expect(list.body.data[0].skills.slice(0, 3)).toEqual([
      { id: 1, name: 'Operación de montacargas' },
      { id: 7, name: 'Control de inventario' },
      { id: 19, name: 'Certificación OSHA 10' },
    ]);
    const suggested = await api(`/v1/employers/job-openings/${warehouse}/candidates`, {
      token,
      lang: 'es',
    });
    const skillNames = suggested.body.data.flatMap((c: { skills: Array<{ name: string }> }) =>
      c.skills.map((s) => s.name),
    );
    expect(skillNames).toContain('Operación de montacargas');
    expect(skillNames).not.toContain('Forklift Operation');
    const chatSkills = (await chatsOf('es')).flatMap((c) => c.candidate.skills.map((s) => s.name));
    expect(chatSkills).toContain('Operación de montacargas');
    expect(chatSkills).not.toContain('Forklift Operation');
  });

  it('filters openings by a skill name in the request language or in English', async () => {
    const query = (name: string) =>
      `/v1/employers/job-openings?per_page=100&where_relation=${encodeURIComponent(`${name},skills.name`)}`;
    const spanish = await api(query('Operación de montacargas'), { token, lang: 'es' });
    const english = await api(query('Forklift Operation'), { token, lang: 'es' });
    expect(spanish.body.meta.total).toBeGreaterThan(0);
    expect(spanish.body.data.map((o: { uuid: string }) => o.uuid)).toEqual(
      english.body.data.map((o: { uuid: string }) => o.uuid),
    );
    expect((await api(query('Operación de montacargas'), { token })).body.meta.total).toBe(0);
  });
});

describe('a demo database saved by version 3', () => {
  /** The seed as version 3 stored it: words written by a Spanish request and by an English one. */
  function version3Snapshot(): DbTables {
    const db = createDb({ now: () => NOW });
    const tables = db.tables;
    return {
      ...tables,
      version: 3,
      messages: tables.messages.map((m) => {
        if (typeof m.body === 'string') return m;
        if (m.body.key === 'systemHired')
          return { ...m, body: 'Candidato contratado. ¡Felicidades por tu nuevo integrante!' };
        if (m.body.key === 'systemRejected')
          return {
            ...m,
            body: 'The candidate was rejected and has been notified politely by Hireline.',
          };
        return { ...m, body: renderText(m.chat_id % 2 ? 'es' : 'en', m.body) };
      }),
      payments: tables.payments.map((p) => {
        if (p.kind !== 'unlock') return { ...p, description: renderText('en', p.description) };
        const chat = db.tables.chats.find((c) => c.id === p.chat_id);
        const masked = chat && db.candidateByUuid(chat.candidate_uuid)?.masked_name;
        return { ...p, description: `Contact details of ${masked}` };
      }),
    };
  }

  it('is migrated: its notices and charges read in both languages, its own data kept', async () => {
    const storage = memoryStorage();
    const old = version3Snapshot();
    old.payments.push({ ...old.payments[0], id: 9_999, description: 'A charge typed by hand' });
    old.jobOpenings.push({ ...old.jobOpenings[0], uuid: 'kept-from-v3', name: 'Kept from v3' });
    storage.setItem('hireline-demo-db-v3', JSON.stringify(old));

    const migrated = createDb({ now: () => NOW, storage });
    expect(migrated.tables.version).toBe(DB_VERSION);
    expect(storage.data.has('hireline-demo-db-v3')).toBe(false);
    expect(JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}').version).toBe(DB_VERSION);
    expect(migrated.tables.jobOpenings).toEqual(old.jobOpenings);
    expect(migrated.tables.tokens).toEqual(old.tokens);
    // Every text the seed wrote is a key again, equal to what a fresh seed keeps.
    const fresh = createDb({ now: () => NOW }).tables;
    expect(migrated.tables.messages).toEqual(fresh.messages);
    expect(migrated.tables.payments.slice(0, -1)).toEqual(fresh.payments);
    expect(migrated.tables.payments.at(-1)?.description).toBe('A charge typed by hand');
  });
});
