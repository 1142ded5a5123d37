import { act, screen } from '@testing-library/react';
import { notifyRepliesStorageKey } from '../../../src/features/notifications/notifyReplies';
import { ReplyNotifier } from '../../../src/features/notifications/ReplyNotifier';
import {
  chatWith,
  EMPLOYER,
  installFakeNotification,
  listOf,
  notifierStore,
  queriesSet,
  renderWith,
  setVisibility,
  type FakeNotifications,
} from './fixtures';

/**
 * The follow-up's `initiate` (`listChats`), as a thunk resolving at once (no API in these
 * tests; tests/unit/notifications/replyFollowUp.test.tsx asks the simulated one).
 */
const probe = jest.fn();
jest.mock('../../../src/api/chatsApi', () => ({
  chatsApi: {
    endpoints: {
      listChats: {
        initiate:
          (...args: unknown[]) =>
          () => {
            probe(...args);
            return Object.assign(Promise.resolve(), { unsubscribe: () => undefined });
          },
      },
    },
  },
}));

let fake: FakeNotifications;
const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);

beforeEach(() => {
  fake = installFakeNotification('granted');
  localStorage.setItem(notifyRepliesStorageKey(EMPLOYER.uuid), 'on');
  setVisibility('hidden');
  focus.mockClear();
  probe.mockClear();
});

afterEach(() => {
  fake.restore();
  localStorage.clear();
  setVisibility('visible');
});

/** The cache with the inbox (`listChats`, one page) and an opening's list. */
function cacheWith(
  inbox: ReturnType<typeof chatWith>[],
  opening: ReturnType<typeof chatWith>[] = [],
) {
  return queriesSet({
    'listChats(undefined)': {
      endpointName: 'listChats',
      data: { pages: [listOf(inbox)], pageParams: [1] },
    },
    'listJobOpeningChats({"uuid":"x"})': {
      endpointName: 'listJobOpeningChats',
      data: listOf(opening),
    },
  });
}

function mount() {
  const store = notifierStore();
  renderWith(store, <ReplyNotifier />);
  return store;
}

describe('ReplyNotifier', () => {
  it('raises one notification per chat with a new candidate reply while the tab is hidden, none for the first sight', () => {
    const store = mount();
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 10, sender: 'candidate' }), chatWith(2, null)]));
    });
    expect(fake.shown).toEqual([]);

    const long = `Hello! ${'I have three years of forklift experience. '.repeat(3)}`;
    act(() => {
      store.dispatch(
        cacheWith(
          [
            chatWith(1, { id: 11, sender: 'candidate', body: long }),
            chatWith(2, { id: 20, sender: 'candidate', body: 'Hi' }),
          ],
          // The same chat in an opening's list: still one notification.
          [chatWith(1, { id: 11, sender: 'candidate', body: long })],
        ),
      );
    });
    expect(fake.shown.map(({ title, options }) => [title, options])).toEqual([
      [
        'Lucía M.',
        {
          body: `Warehouse Associate: ${long.replace(/\s+/g, ' ').slice(0, 80).trimEnd()}…`,
          tag: 'chat-1-11',
        },
      ],
      ['Lucía M.', { body: 'Warehouse Associate: Hi', tag: 'chat-2-20' }],
    ]);
  });

  it('clicking a notification focuses the tab, opens the chat in the inbox and closes it', () => {
    const store = mount();
    act(() => {
      store.dispatch(cacheWith([chatWith(7, { id: 70, sender: 'employer' })]));
    });
    act(() => {
      store.dispatch(cacheWith([chatWith(7, { id: 71, sender: 'candidate', body: 'Sure' })]));
    });
    expect(fake.shown).toHaveLength(1);
    const { instance } = fake.shown[0]!;
    act(() => instance.onclick?.(new Event('click')));
    expect(focus).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/inbox?chat=7');
    expect(instance.close).toHaveBeenCalledTimes(1);
  });

  it('records, without notifying, replies seen while the tab is visible or notifications are off', () => {
    const store = mount();
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 10, sender: 'candidate' })]));
    });
    setVisibility('visible');
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 11, sender: 'candidate' })]));
    });
    setVisibility('hidden');
    localStorage.removeItem(notifyRepliesStorageKey(EMPLOYER.uuid));
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 12, sender: 'candidate' })]));
    });
    expect(fake.shown).toEqual([]);
    // On again, hidden: only what comes next is notified, not the replies seen before.
    localStorage.setItem(notifyRepliesStorageKey(EMPLOYER.uuid), 'on');
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 13, sender: 'candidate', body: 'Next' })]));
    });
    expect(fake.shown.map(({ options }) => options?.body)).toEqual(['Warehouse Associate: Next']);
  });

  it('notifies nothing when the permission is not granted', () => {
    fake.restore();
    fake = installFakeNotification('denied');
    const store = mount();
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 10, sender: 'candidate' })]));
    });
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 11, sender: 'candidate' })]));
    });
    expect(fake.shown).toEqual([]);
  });

  it('a rise of the unread count while hidden asks once for that many unread chats; a reply it finds written since the start is notified', () => {
    const store = mount();
    act(() => {
      store.dispatch(cacheWith([chatWith(1, { id: 10, sender: 'employer' })]));
    });
    expect(probe).not.toHaveBeenCalled();
    // Another opening's chat got a reply: only the count of the list on screen says so…
    const rising = chatWith(1, { id: 10, sender: 'employer' });
    act(() => {
      store.dispatch(
        queriesSet({
          'listChats(undefined)': {
            endpointName: 'listChats',
            data: {
              pages: [{ ...listOf([rising]), meta: { ...listOf([rising]).meta, unread_chats: 1 } }],
              pageParams: [1],
            },
          },
        }),
      );
    });
    expect(probe).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledWith('unread=1&per_page=1', { forceRefetch: true });
    // …and the follow-up brings that chat, first seen, its reply written after the notifier started.
    const now = new Date(Date.now() + 1000).toISOString();
    const other = chatWith(5, { id: 50, sender: 'candidate', body: 'Monday works' });
    const found = { ...other, last_message: { ...other.last_message!, created_at: now } };
    act(() => {
      store.dispatch(
        queriesSet({
          'listChats("unread=1&per_page=1")': {
            endpointName: 'listChats',
            data: { pages: [listOf([found])], pageParams: [1] },
          },
        }),
      );
    });
    expect(fake.shown.map(({ options }) => options?.tag)).toEqual(['chat-5-50']);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('asks no follow-up while the tab is visible', () => {
    setVisibility('visible');
    const store = mount();
    const rising = chatWith(1, { id: 10, sender: 'employer' });
    act(() => {
      store.dispatch(
        queriesSet({
          'listChats(undefined)': {
            endpointName: 'listChats',
            data: {
              pages: [{ ...listOf([rising]), meta: { ...listOf([rising]).meta, unread_chats: 3 } }],
              pageParams: [1],
            },
          },
        }),
      );
    });
    expect(probe).not.toHaveBeenCalled();
  });
});
