/**
 * A returning visitor's saved demo database is upgraded, not replaced (`mocks/migrate.ts`):
 * version 4 → 5 (issue #30 point 13) brings what the version-4 seed and replies wrote in line
 * with the candidates' profiles — the seed's candidate messages, the replies drawn at run time,
 * the headlines kept in answers to Idempotency-Keys — and keeps the session and everything the
 * visitor created; a version-3 snapshot still goes all the way (3 → 4 → 5).
 */
import { createDb, DB_VERSION, DEFAULT_STORAGE_KEY } from '../../../mocks/db';
import { contradictions } from '../../../mocks/fixtures/claims';
import { renderText } from '../../../mocks/i18n';
import { createMockServer } from '../../../mocks/node';
import type { DbTables, MessageRow } from '../../../mocks/tables';
import { api, login, memoryStorage, NOW } from './helpers';

/**
 * The candidate messages as the version-4 seed wrote them (`git show 6e6fa2d`, mocks/seed.ts),
 * each after the start of what the current seed writes in its place.
 */
const V4_SEEDED: ReadonlyArray<readonly [start: string, v4: string]> = [
  [
    'Yes! I can start Monday. I have ',
    'Yes! I can start Monday. I have my forklift certification and years on nights.',
  ],
  [
    'Hi! Yes, nights are fine for me. I have ',
    'Hi! Yes, nights are fine for me. I have 5 years with pallet jacks.',
  ],
  [
    'Thanks for reaching out! I live in ',
    'Thanks for reaching out! I am still interested if the position is open.',
  ],
  ['Yes, I have ', 'Yes, CDL-A with 6 years OTR and a clean MVR.'],
];

/** A Spanish-speaking candidate who is not bilingual (a suggestion for skill 1 in Houston). */
const CHECKED_OUT = '80ab00f5-58d7-47fb-adc7-4bddad0c53fb';

/** Their headline before 6e6fa2d (they have no RF scanner skill). */
const V4_HEADLINE = 'Order picker and packer, fast and accurate with an RF scanner';

/** A line of the Spanish reply pool that claims English and Spanish. */
const BILINGUAL_REPLY = 'Yes, I speak English and Spanish. Puedo llevar mis certificados.';

/** The next line of that pool, which fits every Spanish-speaking candidate. */
const NEXT_REPLY = 'Perfecto, ahí nos vemos.';

/** A line of the Spanish reply pool that claims nothing. */
const FITTING_REPLY = '¡Gracias por escribirme! Sigo interesado en el puesto.';

/** Ids of the messages a fresh seed writes. */
const seededIds = new Set(createDb({ now: () => NOW }).tables.messages.map((m) => m.id));

/** `messages` with the seed's candidate messages written back as the version-4 seed wrote them. */
function withV4SeededBodies(messages: MessageRow[]): MessageRow[] {
  let replaced = 0;
  const out = messages.map((m) => {
    if (!seededIds.has(m.id) || m.sender !== 'candidate' || typeof m.body !== 'string') return m;
    const body = m.body;
    const old = V4_SEEDED.find(([start]) => body.startsWith(start));
    if (!old) return m;
    replaced += 1;
    return { ...m, body: old[1] };
  });
  expect(replaced).toBe(V4_SEEDED.length);
  return out;
}

/** `tables` without the parts the version 4 → 5 step may rewrite. */
function kept(tables: DbTables) {
  const { version, messages, pendingReplies, idempotency, ...rest } = tables;
  void version;
  void pendingReplies;
  void idempotency;
  return { ...rest, messages: messages.map(({ body, ...m }) => (void body, m)) };
}

describe('a version-4 demo database', () => {
  it('gets the current seed’s content and keeps the session and what the visitor created', async () => {
    const storage = memoryStorage();
    // The visitor's session: an opening, a checkout (its answer kept for its key), a message.
    const visit = createMockServer({ now: NOW, storage });
    visit.server.listen({ onUnhandledRequest: 'error' });
    let token: string;
    let opening: string;
    let chatId: number;
    let seededChatId: number;
    let sentId: number;
    const checkout = () =>
      api(`/v1/employers/job-openings/${opening}/checkout`, {
        token,
        body: { job_opening_uuid: opening, candidate_uuids: [CHECKED_OUT] },
        headers: { 'Idempotency-Key': 'migration-checkout-0001' },
      });
    try {
      token = await login('demo@hireline.test');
      const created = await api('/v1/employers/job-openings', {
        token,
        body: {
          name: 'Kept from v4',
          skill_ids: [1],
          state_id: 44,
          city_id: 4401,
          desired_candidates: 3,
          first_question: 'Are you available next week?',
        },
      });
      expect(created.status).toBe(201);
      opening = created.body.uuid;
      const paid = await checkout();
      expect(paid.status).toBe(201);
      chatId = paid.body.data[0].id;
      const chats = await api('/v1/employers/chats?per_page=100', { token });
      seededChatId = chats.body.data.find((c: { status: string }) => c.status === 'unlocked').id;
      const sent = await api(`/v1/employers/chat/${seededChatId}/free-messages`, {
        token,
        body: { chat_id: seededChatId, body: 'Please bring your certification on Friday.' },
      });
      expect(sent.status).toBe(201);
      sentId = sent.body.id;
    } finally {
      visit.server.close();
    }

    // What version 4 had saved: the old seed texts, replies drawn without the profile, the old
    // headline in the checkout's kept answer.
    const saved = JSON.parse(storage.getItem(DEFAULT_STORAGE_KEY) ?? '{}') as DbTables;
    const next = saved.counters.message;
    const reply = (id: number, body: string): MessageRow => ({
      id,
      chat_id: chatId,
      sender: 'candidate',
      body,
      is_free: true,
      template_id: null,
      read_at: null,
      created_at: NOW.toISOString(),
    });
    const record = saved.idempotency.find((r) => r.key === 'migration-checkout-0001');
    const answer = record?.body as {
      data: Array<{ candidate: { uuid: string; headline: string } }>;
    };
    expect(answer.data[0].candidate.uuid).toBe(CHECKED_OUT);
    answer.data[0].candidate.headline = V4_HEADLINE;
    const v4: DbTables = {
      ...saved,
      version: 4,
      messages: [
        ...withV4SeededBodies(saved.messages),
        reply(next + 1, BILINGUAL_REPLY),
        reply(next + 2, FITTING_REPLY),
        // An old seed text at an id the seed did not write is not taken for the seed's.
        reply(next + 3, V4_SEEDED[3][1]),
      ],
      pendingReplies: [
        {
          chat_id: chatId,
          due_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
          body: BILINGUAL_REPLY,
        },
      ],
      counters: { ...saved.counters, message: next + 3 },
    };
    storage.removeItem(DEFAULT_STORAGE_KEY);
    storage.setItem('hireline-demo-db-v4', JSON.stringify(v4));

    const db = createDb({ now: () => NOW, storage });
    expect(DB_VERSION).toBe(5);
    expect(db.tables.version).toBe(DB_VERSION);
    expect(storage.data.has('hireline-demo-db-v4')).toBe(false);
    expect(JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}').version).toBe(DB_VERSION);

    // Kept: the session, employees, openings, chats, payments, counters, every message but the
    // bodies rewritten (the visitor's own message included).
    expect(kept(db.tables)).toEqual(kept(v4));
    expect(db.tables.tokens.some((t) => t.token === token)).toBe(true);
    expect(db.tables.jobOpenings.find((o) => o.uuid === opening)?.name).toBe('Kept from v4');
    const byId = new Map(db.tables.messages.map((m) => [m.id, m]));
    expect(byId.get(sentId)?.body).toBe('Please bring your certification on Friday.');

    // The seed's candidate messages read as the current seed writes them.
    const fresh = createDb({ now: () => NOW }).tables.messages;
    for (const m of fresh) expect(byId.get(m.id)?.body).toEqual(m.body);
    // Replies: a line the profile does not back becomes the next line that fits; a fitting one
    // and a text that is no line of the pool stay.
    expect(byId.get(next + 1)?.body).toBe(NEXT_REPLY);
    expect(byId.get(next + 2)?.body).toBe(FITTING_REPLY);
    expect(byId.get(next + 3)?.body).toBe(V4_SEEDED[3][1]);
    expect(db.tables.pendingReplies.map((r) => r.body)).toEqual([NEXT_REPLY]);
    // No candidate message of a seeded chat claims what its candidate lacks.
    const seededChats = new Set(fresh.map((m) => m.chat_id));
    for (const m of db.tables.messages) {
      if (m.sender !== 'candidate' || !seededChats.has(m.chat_id)) continue;
      const chat = db.tables.chats.find((c) => c.id === m.chat_id);
      const candidate = chat && db.candidateByUuid(chat.candidate_uuid);
      expect(candidate && contradictions(m.body as string, candidate)).toEqual([]);
    }

    // Through the API: still signed in, the opening, the thread and the replayed checkout.
    const back = createMockServer({ now: NOW, storage });
    back.server.listen({ onUnhandledRequest: 'error' });
    try {
      const me = await api('/v1/employers/auth/employee', { token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('demo@hireline.test');
      const list = await api('/v1/employers/job-openings?search=Kept%20from%20v4', { token });
      expect(list.body.data.map((o: { uuid: string }) => o.uuid)).toEqual([opening]);
      const thread = await api(`/v1/employers/chat/${seededChatId}/messages`, { token });
      const bodies = thread.body.data.map((m: { body: string }) => m.body);
      expect(bodies).toContain('Please bring your certification on Friday.');
      expect(bodies).not.toContain(V4_SEEDED[1][1]);
      const replay = await checkout();
      expect(replay.status).toBe(201);
      const headline = db.candidateByUuid(CHECKED_OUT)?.headline;
      expect(headline).not.toBe(V4_HEADLINE);
      expect(replay.body.data[0].candidate.headline).toBe(headline);
    } finally {
      back.server.close();
    }
  });

  it('is matched whatever seed number and clock it was seeded with', () => {
    const storage = memoryStorage();
    const other = createDb({ now: () => new Date(NOW.getTime() - 30 * 86_400_000), seed: 99 });
    const current = createDb({ now: () => NOW });
    // The seed numbers messages and chats and picks their candidates the same way.
    const shape = (t: DbTables) => ({
      chats: t.chats.map((c) => [c.id, c.candidate_uuid, c.employee_uuid]),
      messages: t.messages.map((m) => [m.id, m.chat_id, m.sender]),
    });
    expect(shape(other.tables)).toEqual(shape(current.tables));
    storage.setItem(
      'hireline-demo-db-v4',
      JSON.stringify({
        ...other.tables,
        version: 4,
        messages: withV4SeededBodies(other.tables.messages),
      }),
    );
    const db = createDb({ now: () => NOW, storage });
    expect(db.tables.version).toBe(DB_VERSION);
    expect(db.tables.chats).toEqual(other.tables.chats);
    // Its candidate messages read as the current seed writes them; the rest is its own.
    const candidateOnly = (t: DbTables) =>
      t.messages.map((m) => (m.sender === 'candidate' ? m.body : null));
    expect(candidateOnly(db.tables)).toEqual(candidateOnly(current.tables));
    expect(kept(db.tables)).toEqual(kept(other.tables));
    expect(db.tables.messages.filter((m) => m.sender !== 'candidate').map((m) => m.body)).toEqual(
      other.tables.messages.filter((m) => m.sender !== 'candidate').map((m) => m.body),
    );
  });

  it('is migrated under a key of its own, and preferred to a version-3 one under the default keys', () => {
    const fresh = createDb({ now: () => NOW }).tables;
    const v4 = { ...fresh, version: 4, messages: withV4SeededBodies(fresh.messages) };
    const own = memoryStorage();
    own.setItem('my-demo', JSON.stringify(v4));
    const mine = createDb({ now: () => NOW, storage: own, storageKey: 'my-demo' });
    expect(mine.tables.version).toBe(DB_VERSION);
    expect(mine.tables.messages).toEqual(fresh.messages);
    expect(JSON.parse(own.data.get('my-demo') ?? '{}').version).toBe(DB_VERSION);

    const both = memoryStorage();
    const marked = (name: string) => [{ ...fresh.jobOpenings[0], uuid: name, name }];
    both.setItem(
      'hireline-demo-db-v3',
      JSON.stringify({ ...v4, version: 3, jobOpenings: marked('v3') }),
    );
    both.setItem('hireline-demo-db-v4', JSON.stringify({ ...v4, jobOpenings: marked('v4') }));
    const db = createDb({ now: () => NOW, storage: both });
    expect(db.tables.jobOpenings.map((o) => o.name)).toEqual(['v4']);
    expect(both.data.has('hireline-demo-db-v3')).toBe(false);
    expect(both.data.has('hireline-demo-db-v4')).toBe(false);
  });
});

describe('a version-3 demo database', () => {
  it('still upgrades all the way: its notices and charges as keys, its seed texts current', () => {
    const storage = memoryStorage();
    const fresh = createDb({ now: () => NOW }).tables;
    // Version 3 kept notices and charges as words, and the old seed texts.
    const v3: DbTables = {
      ...fresh,
      version: 3,
      messages: withV4SeededBodies(fresh.messages).map((m) => {
        if (typeof m.body === 'string') return m;
        if (m.body.key === 'systemHired')
          return { ...m, body: 'Candidate hired. Congratulations on your new team member!' };
        if (m.body.key === 'systemRejected')
          return {
            ...m,
            body: 'The candidate was rejected and has been notified politely by Hireline.',
          };
        return { ...m, body: renderText('en', m.body) };
      }),
      payments: fresh.payments.map((p) => ({ ...p, description: renderText('en', p.description) })),
      jobOpenings: [...fresh.jobOpenings, { ...fresh.jobOpenings[0], uuid: 'kept', name: 'Kept' }],
    };
    storage.setItem('hireline-demo-db-v3', JSON.stringify(v3));
    const db = createDb({ now: () => NOW, storage });
    expect(db.tables.version).toBe(DB_VERSION);
    expect(storage.data.has('hireline-demo-db-v3')).toBe(false);
    expect(JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}').version).toBe(DB_VERSION);
    expect(db.tables.messages).toEqual(fresh.messages);
    expect(db.tables.payments).toEqual(fresh.payments);
    expect(db.tables.jobOpenings).toEqual(v3.jobOpenings);
    expect(db.tables.tokens).toEqual(v3.tokens);
  });
});
