import { createDb, DB_VERSION, DEFAULT_STORAGE_KEY, resetDb } from '../../../mocks/db';
import { createMockServer } from '../../../mocks/node';
import { api, login, memoryStorage, NOW } from './helpers';

/** Creates an opening named `name` as the demo employer; resolves with its uuid. */
async function createOpening(token: string, name: string): Promise<string> {
  const created = await api('/v1/employers/job-openings', {
    token,
    body: {
      name,
      skill_ids: [1],
      state_id: 44,
      city_id: 4401,
      desired_candidates: 3,
      first_question: 'Are you available next week?',
    },
  });
  expect(created.status).toBe(201);
  return created.body.uuid as string;
}

describe('persistence', () => {
  it('restores the session and created data from a storage snapshot', async () => {
    const storage = memoryStorage();
    const first = createMockServer({ now: NOW, storage });
    first.server.listen({ onUnhandledRequest: 'error' });
    let token: string;
    let uuid: string;
    try {
      token = await login('demo@hireline.test');
      uuid = await createOpening(token, 'Survives a reload');
    } finally {
      first.server.close();
    }
    const snapshot = JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}');
    expect(snapshot.tokens.some((t: { token: string }) => t.token === token)).toBe(true);
    expect(snapshot.jobOpenings.some((o: { uuid: string }) => o.uuid === uuid)).toBe(true);
    expect(snapshot.candidates).toBeUndefined(); // static fixtures are not persisted

    const second = createMockServer({ now: NOW, storage });
    second.server.listen({ onUnhandledRequest: 'error' });
    try {
      const me = await api('/v1/employers/auth/employee', { token });
      expect(me.status).toBe(200);
      expect(me.body.email).toBe('demo@hireline.test');
      const list = await api('/v1/employers/job-openings?search=reload', { token });
      expect(list.body.data.map((o: { uuid: string }) => o.uuid)).toEqual([uuid]);
    } finally {
      second.server.close();
    }
  });

  it('ignores a corrupt snapshot, and resetDb restores the seed', () => {
    const storage = memoryStorage();
    storage.setItem(DEFAULT_STORAGE_KEY, '{not json');
    const db = createDb({ now: () => NOW, storage });
    expect(db.tables.employees.map((e) => e.email)).toEqual([
      'demo@hireline.test',
      'new@hireline.test',
      'company@hireline.test',
      'pastdue@hireline.test',
    ]);
    db.tables.jobOpenings = [];
    db.save();
    expect(createDb({ now: () => NOW, storage }).tables.jobOpenings).toHaveLength(0);
    resetDb(db);
    expect(db.tables.jobOpenings).toHaveLength(22);
    expect(createDb({ now: () => NOW, storage }).tables.jobOpenings).toHaveLength(22);
  });

  it('reseeds over a snapshot of an older shape and frees the keys of earlier versions', () => {
    expect(DB_VERSION).toBeGreaterThanOrEqual(2);
    expect(DEFAULT_STORAGE_KEY).toBe(`hireline-demo-db-v${DB_VERSION}`);
    const storage = memoryStorage();
    const old = createDb({ now: () => NOW }).tables;
    // A version-1 browser: payments without kind, no rateLimits table.
    const legacy = {
      ...old,
      version: 1,
      jobOpenings: [],
      payments: old.payments.map(({ id, employee_uuid, amount, currency, description }) => ({
        id,
        employee_uuid,
        amount,
        currency,
        description,
      })),
      rateLimits: undefined,
    };
    storage.setItem('hireline-demo-db-v1', JSON.stringify(legacy));
    storage.setItem('unrelated', 'kept');
    storage.setItem(DEFAULT_STORAGE_KEY, JSON.stringify(legacy));
    const db = createDb({ now: () => NOW, storage });
    expect(db.tables.version).toBe(DB_VERSION);
    expect(db.tables.jobOpenings).toHaveLength(22);
    expect(db.tables.payments.every((p) => typeof p.kind === 'string')).toBe(true);
    expect(db.tables.rateLimits).toEqual([]);
    expect(storage.data.has('hireline-demo-db-v1')).toBe(false);
    expect(storage.data.get('unrelated')).toBe('kept');
    expect(JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}').version).toBe(DB_VERSION);
  });

  it('keeps the rate limits across a reload', async () => {
    const storage = memoryStorage();
    const first = createMockServer({ now: NOW, storage });
    first.server.listen({ onUnhandledRequest: 'error' });
    let token: string;
    try {
      token = await login('new@hireline.test');
      const resend = () =>
        api('/v1/employers/auth/email-verification/resend', { token, method: 'POST' });
      expect((await resend()).status).toBe(202);
      expect((await resend()).status).toBe(429);
    } finally {
      first.server.close();
    }
    const second = createMockServer({ now: new Date(NOW.getTime() + 20_000), storage });
    second.server.listen({ onUnhandledRequest: 'error' });
    try {
      const res = await api('/v1/employers/auth/email-verification/resend', {
        token,
        method: 'POST',
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('Retry-After')).toBe('40');
    } finally {
      second.server.close();
    }
  });
});

describe('one database for every tab (issue #29)', () => {
  it('a tab sees what another saved, and its own save never drops it', async () => {
    const storage = memoryStorage();
    // Two tabs of the demo, both started (their databases read) before either writes.
    const tabA = createMockServer({ now: NOW, storage });
    const tabB = createMockServer({ now: NOW, storage });
    let token = '';
    const inTab = async (tab: typeof tabA, work: () => Promise<void>) => {
      tab.server.listen({ onUnhandledRequest: 'error' });
      try {
        await work();
      } finally {
        tab.server.close();
      }
    };
    let fromA = '';
    let fromB = '';
    await inTab(tabA, async () => {
      token = await login('demo@hireline.test');
      fromA = await createOpening(token, 'Zephyr made in tab A');
    });
    await inTab(tabB, async () => {
      // Tab B's token check and list read tab A's save first.
      const list = await api('/v1/employers/job-openings?search=zephyr', { token });
      expect(list.body.data.map((o: { uuid: string }) => o.uuid)).toEqual([fromA]);
      fromB = await createOpening(token, 'Zephyr made in tab B');
    });
    await inTab(tabA, async () => {
      const list = await api('/v1/employers/job-openings?search=zephyr', { token });
      expect(list.body.data.map((o: { uuid: string }) => o.uuid).sort()).toEqual(
        [fromA, fromB].sort(),
      );
    });
    const saved = JSON.parse(storage.data.get(DEFAULT_STORAGE_KEY) ?? '{}');
    expect(
      saved.jobOpenings.filter((o: { uuid: string }) => [fromA, fromB].includes(o.uuid)),
    ).toHaveLength(2);
  });

  it('runs each request’s work under the `exclusive` wrapper it is given', async () => {
    const storage = memoryStorage();
    const held: string[] = [];
    const tab = createMockServer({
      now: NOW,
      storage,
      exclusive: async (work) => {
        held.push('lock');
        try {
          return await work();
        } finally {
          held.push('unlock');
        }
      },
    });
    tab.server.listen({ onUnhandledRequest: 'error' });
    try {
      await login('demo@hireline.test');
    } finally {
      tab.server.close();
    }
    expect(held).toEqual(['lock', 'unlock']);
  });
});
