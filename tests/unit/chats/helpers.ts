/**
 * Helpers of the chats unit tests: the simulated API (msw/node `createMockServer`) over the
 * demo seed at the frozen instant of the stories, an authenticated store, and the demo
 * openings and chats looked up by name and status (never hard-coded ids).
 */
import { addListener } from '@reduxjs/toolkit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { resetDb } from '../../../mocks/db';
import { createMockServer, type MockServer } from '../../../mocks/node';
import { chatStatus } from '../../../mocks/model';
import { chatsApi } from '../../../src/api/chatsApi';
import type { Candidate, Chat, ChatStatus, JobOpening } from '../../../src/contract/types';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';

/** The frozen "now" of the chats tests (the stories' FIXED_NOW). */
export const NOW = new Date('2026-05-15T12:00:00.000Z');

/**
 * Started mock server for one test file (listen in beforeAll, close in afterAll); the demo
 * data is seeded again before every test, so tests do not see each other's actions.
 */
export function setupChatsServer(): { current: MockServer } {
  const holder = {} as { current: MockServer };
  beforeAll(() => {
    holder.current = createMockServer({ now: NOW });
    holder.current.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => resetDb(holder.current.db));
  afterEach(() => holder.current.server.resetHandlers());
  afterAll(() => holder.current.server.close());
  return holder;
}

/**
 * The paths of the requests the simulated API receives in each test of the calling `describe`
 * (listened to from its beforeEach to its afterEach), in order: call it, then read the getter.
 */
export function recordRequestPaths(mock: { current: MockServer }): () => string[] {
  let paths: string[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  beforeEach(() => {
    paths = [];
    mock.current.server.events.on('request:start', onRequest);
  });
  afterEach(() => {
    mock.current.server.events.removeListener('request:start', onRequest);
  });
  return () => paths;
}

/** Logs the demo employer in against the mock and returns the access token. */
/**
 * `METHOD path?query Bearer token` of `request`: one line per request the simulated API
 * received, to compare what was sent, in order, with which token.
 */
export function requestLine(request: Request): string {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search} ${request.headers.get('authorization')}`;
}

export async function demoToken(): Promise<string> {
  const response = await fetch('http://localhost/v1/employers/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email: 'demo@hireline.test', password: 'Password123!' }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** A store logged in with `token`, English, light. */
export function storeWithToken(token: string) {
  return makeTestStore({
    auth: { ...initialAuthState(token), status: 'authenticated' },
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
}

/** Store type of {@link storeWithToken}. */
export type TestStore = ReturnType<typeof storeWithToken>;

/** The uuid of the demo opening named `name`. */
export function openingUuid(mock: MockServer, name: string): string {
  const row = mock.db.tables.jobOpenings.find((o) => o.name === name);
  if (!row) throw new Error(`no opening ${name}`);
  return row.uuid;
}

/** The id of the first chat of `openingName` in `status` at {@link NOW}. */
export function chatIdIn(mock: MockServer, openingName: string, status: ChatStatus): number {
  const uuid = openingUuid(mock, openingName);
  const chat = mock.db.tables.chats.find(
    (c) => c.job_opening_uuid === uuid && chatStatus(c, NOW) === status,
  );
  if (!chat) throw new Error(`no ${status} chat in ${openingName}`);
  return chat.id;
}

export const WAREHOUSE = 'Warehouse Associate - Night Shift';

/**
 * The chat of the warehouse opening in `status`, from its chat-list page, which the store
 * stays subscribed to (so cache updates of that row can be read back).
 */
export async function listedChat(
  mock: MockServer,
  store: TestStore,
  status: ChatStatus,
): Promise<Chat> {
  const jobOpeningId = openingUuid(mock, WAREHOUSE);
  const id = chatIdIn(mock, WAREHOUSE, status);
  const list = await store
    .dispatch(chatsApi.endpoints.listJobOpeningChats.initiate({ jobOpeningId, queryString: '' }))
    .unwrap();
  const chat = list.data.find((c) => c.id === id);
  if (!chat) throw new Error('chat not listed');
  return chat;
}

/** The warehouse opening's chats as the simulated API lists them (first page), for the demo employer. */
export async function warehouseChats(mock: MockServer): Promise<Chat[]> {
  const store = storeWithToken(await demoToken());
  const list = await store
    .dispatch(
      chatsApi.endpoints.listJobOpeningChats.initiate({
        jobOpeningId: openingUuid(mock, WAREHOUSE),
        queryString: '',
      }),
    )
    .unwrap();
  return list.data;
}

/**
 * The demo opening "Warehouse Associate - Night Shift" as a JobOpening for the checkout step
 * (its uuid and name from the simulated API; the rest fixed).
 */
export function warehouseOpening(mock: MockServer): JobOpening {
  const row = mock.db.tables.jobOpenings.find((o) => o.name === WAREHOUSE);
  if (!row) throw new Error('no demo opening');
  return {
    uuid: row.uuid,
    name: row.name,
    skills: [{ id: 1, name: 'Forklift Operation' }],
    location: {
      state: { id: 44, name: 'Texas', code: 'TX' },
      city: { id: 1, name: 'Houston', state_id: 44 },
    },
    desired_candidates: 5,
    first_question: 'Are you available at night?',
    hired_count: 0,
    total: 0,
    chat_counts: { pending: 0, unlocked: 0, expired: 0, hired: 0, rejected: 0, unread: 0 },
    created_at: '2026-05-01T00:00:00Z',
    updated_at: '2026-05-01T00:00:00Z',
  };
}

/** Houston, Texas, as the catalogs answer it (a location of the demo's openings and candidates). */
export const HOUSTON = {
  state: { id: 44, name: 'Texas', code: 'TX' },
  city: { id: 1, name: 'Houston', state_id: 44 },
};

/**
 * Suggested candidate number `n` ("Candidate n.", masked: no contact revealed) of a Houston
 * forklift opening, matching it at `match_score` (0–100).
 */
export function suggestedCandidate(n: number, match_score: number): Candidate {
  return {
    uuid: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    name: `Candidate ${n}.`,
    contact_revealed: false,
    phone_number: null,
    headline: 'Warehouse associate',
    skills: [{ id: 1, name: 'Forklift Operation' }],
    location: HOUSTON,
    years_experience: 3,
    match_score,
  };
}

/**
 * Records, by chat id, every rejection `store` dispatches from now on (`rejectCandidate`
 * pending: its request starts the moment it is dispatched). Returns the live array.
 */
export function recordRejections(store: ReturnType<typeof storeWithToken>): number[] {
  const dispatched: number[] = [];
  store.dispatch(
    addListener({
      matcher: chatsApi.endpoints.rejectCandidate.matchPending,
      effect: (action) => {
        dispatched.push(action.meta.arg.originalArgs.chatId);
      },
    }),
  );
  return dispatched;
}

/** A `renderHook` wrapper that provides `store` (react-redux `Provider`), nothing else. */
export function storeWrapper(store: TestStore) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return createElement(Provider, { store, children });
  };
}
