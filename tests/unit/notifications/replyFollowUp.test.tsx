/**
 * Replies in several other openings between two polls (issue #21 point 3): while the tab is
 * hidden, the unread count of the list on screen rises by N, and the notifier asks once for the
 * N latest chats with unread replies (`listChats?unread=1&per_page=N`, at most 20), then raises
 * one notification per chat — against the simulated API, on jest's fake clock.
 */
import { act } from '@testing-library/react';
import { chatsWithUnread } from '../../../mocks/model';
import { hasBeenUnlocked } from '../../../src/domain/chatLifecycle';
import { CHAT_LIST_POLL_MS, useChatListQuery } from '../../../src/api/chatsApi';
import { logIn } from '../../../src/features/auth/session';
import { notifyRepliesStorageKey } from '../../../src/features/notifications/notifyReplies';
import { ReplyNotifier } from '../../../src/features/notifications/ReplyNotifier';
import {
  FOLLOW_UP_MAX_CHATS,
  unreadFollowUpQuery,
} from '../../../src/features/notifications/replyNotifications';
import { makeTestStore } from '../testStore';
import { initialAuthState } from '../../../src/store/authSlice';
import { initialLanguageState } from '../../../src/store/languageSlice';
import { initialThemeState } from '../../../src/store/themeSlice';
import { NOW, openingUuid, setupChatsServer, WAREHOUSE } from '../chats/helpers';
import {
  installFakeNotification,
  renderWith,
  setVisibility,
  type FakeNotifications,
} from './fixtures';

const mock = setupChatsServer();

/** The demo openings other than the one on screen (mocks/seed.ts). */
const SERVICE = 'Bilingual Customer Service Representative';
const CDL = 'CDL Class A Truck Driver';

let fake: FakeNotifications;
let requests: string[];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/employers/chats') requests.push(url.search.slice(1));
};

beforeEach(() => {
  fake = installFakeNotification('granted');
  requests = [];
  mock.current.server.events.on('request:start', onRequest);
});

afterEach(() => {
  mock.current.server.events.removeListener('request:start', onRequest);
  fake.restore();
  localStorage.clear();
  setVisibility('visible');
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The demo employer signed in, with "Notify me of new replies" on. */
async function signedIn() {
  const store = makeTestStore({
    auth: initialAuthState(),
    theme: initialThemeState(),
    language: initialLanguageState(),
  });
  const employee = await store
    .dispatch(logIn({ email: 'demo@hireline.test', password: 'Password123!' }))
    .unwrap();
  localStorage.setItem(notifyRepliesStorageKey(employee.uuid), 'on');
  return store;
}

/** One opening's chats screen as far as polling goes: its list, every 10 s (SPEC §9). */
function OpeningChatsPoll({ jobOpeningId }: { jobOpeningId: string }) {
  useChatListQuery({ jobOpeningId, queryString: '' });
  return null;
}

/** The chats of `openingName` with no unread reply and not rejected, lowest id first. */
function readChatsOf(openingName: string) {
  const db = mock.current.db;
  const uuid = openingUuid(mock.current, openingName);
  const unread = chatsWithUnread(db);
  return db.tables.chats
    .filter((c) => c.job_opening_uuid === uuid && !c.is_rejected && !unread.has(c.id))
    .sort((a, b) => a.id - b.id);
}

/** A candidate reply stored now in `chat` (the demo's delivery, at the frozen instant). */
function replyIn(chatId: number, body: string): void {
  const db = mock.current.db;
  db.tables.pendingReplies.push({ chat_id: chatId, due_at: db.nowIso(), body });
}

describe('unreadFollowUpQuery', () => {
  it('asks for as many unread chats as the count rose, at least 1, at most 20', () => {
    expect(FOLLOW_UP_MAX_CHATS).toBe(20);
    expect(unreadFollowUpQuery(1)).toBe('unread=1&per_page=1');
    expect(unreadFollowUpQuery(3)).toBe('unread=1&per_page=3');
    expect(unreadFollowUpQuery(20)).toBe('unread=1&per_page=20');
    expect(unreadFollowUpQuery(57)).toBe('unread=1&per_page=20');
    expect(unreadFollowUpQuery(0)).toBe('unread=1&per_page=1');
  });
});

/**
 * On fake timers from NOW: the notifier beside the warehouse opening's polled chat list, as on
 * that opening's chats screen, after its first requests (100 ms).
 */
async function renderOnWarehouseChats(store: Parameters<typeof renderWith>[0]) {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  renderWith(
    store,
    <>
      <ReplyNotifier />
      <OpeningChatsPoll jobOpeningId={openingUuid(mock.current, WAREHOUSE)} />
    </>,
  );
  await advance(100);
}

describe('ReplyNotifier: replies in several other openings between two polls', () => {
  it('asks once for the N latest unread chats and notifies each (one per chat, masked names, 80 characters)', async () => {
    const store = await signedIn();
    const db = mock.current.db;
    await renderOnWarehouseChats(store);
    const unreadBefore = chatsWithUnread(db).size;
    expect(requests).toEqual([]);

    // The tab is hidden; before the next poll a chat of each of two other openings gets a
    // reply, and one of the opening on screen (its list's poll brings that one too).
    setVisibility('hidden');
    const [service] = readChatsOf(SERVICE);
    const [cdl] = readChatsOf(CDL);
    const onScreen = readChatsOf(WAREHOUSE).find((chat) => !hasBeenUnlocked(chat));
    if (!service || !cdl || !onScreen) throw new Error('the demo lacks read chats to reply in');
    const long = `Yes! ${'I drove refrigerated trailers across Texas for six years. '.repeat(3)}`;
    replyIn(service.id, 'Monday works for me.');
    replyIn(cdl.id, long);
    replyIn(onScreen.id, '¿Puedo empezar el lunes?');
    await advance(CHAT_LIST_POLL_MS);
    await advance(100);

    // One follow-up, for three chats (the contract's `page` is the infinite query's own), and
    // one notification per chat — the one on screen too, seen by both answers.
    expect(chatsWithUnread(db).size).toBe(unreadBefore + 3);
    expect(requests).toEqual(['unread=1&per_page=3&page=1']);
    const shown = fake.shown.map(({ title, options }) => ({ title, ...options }));
    expect(shown).toHaveLength(3);
    const expected = [service, cdl, onScreen].map((chat) => {
      const candidate = db.candidateByUuid(chat.candidate_uuid);
      if (!candidate) throw new Error('no candidate');
      const revealed = hasBeenUnlocked(chat);
      return {
        // One notification per reply (issue #29): the chat's newest message, the reply.
        tag: `chat-${chat.id}-${Math.max(
          ...db.tables.messages.filter((m) => m.chat_id === chat.id).map((m) => m.id),
        )}`,
        title: revealed ? candidate.full_name : candidate.masked_name,
        revealed,
        phone: candidate.phone_number,
      };
    });
    expect(shown.map((n) => n.tag).sort()).toEqual(expected.map((e) => e.tag).sort());
    // Each titled with the candidate's name as the employer may see it; a locked chat (one at
    // least) gives its masked name and no contact detail.
    expect(expected.some((e) => !e.revealed)).toBe(true);
    for (const { tag, title, revealed, phone } of expected) {
      const notice = shown.find((n) => n.tag === tag);
      expect(notice?.title).toBe(title);
      if (!revealed) expect(`${notice?.title} ${notice?.body}`).not.toContain(phone);
    }
    expect(shown.find((n) => n.tag?.startsWith(`chat-${service.id}-`))?.body).toBe(
      `${SERVICE}: Monday works for me.`,
    );
    expect(shown.find((n) => n.tag?.startsWith(`chat-${onScreen.id}-`))?.body).toBe(
      `${WAREHOUSE}: ¿Puedo empezar el lunes?`,
    );
    expect(shown.find((n) => n.tag?.startsWith(`chat-${cdl.id}-`))?.body).toBe(
      `${CDL}: ${long.replace(/\s+/g, ' ').slice(0, 80).trimEnd()}…`,
    );

    // The next poll with nothing new: no request, no notification.
    await advance(CHAT_LIST_POLL_MS);
    await advance(100);
    expect(requests).toHaveLength(1);
    expect(fake.shown).toHaveLength(3);
  });

  it('asks nothing and notifies nothing while the tab is visible', async () => {
    const store = await signedIn();
    await renderOnWarehouseChats(store);
    const [service] = readChatsOf(SERVICE);
    const [cdl] = readChatsOf(CDL);
    if (!service || !cdl) throw new Error('the demo lacks read chats to reply in');
    replyIn(service.id, 'Monday works for me.');
    replyIn(cdl.id, 'Tuesday?');
    await advance(CHAT_LIST_POLL_MS);
    await advance(100);
    expect(chatsWithUnread(mock.current.db).has(cdl.id)).toBe(true);
    expect(requests).toEqual([]);
    expect(fake.shown).toEqual([]);
  });
});
