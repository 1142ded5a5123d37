import {
  cachedChats,
  excerpt,
  newCandidateReplies,
  replyNotice,
} from '../../../src/features/notifications/replyNotifications';
import { chatWith, listOf } from './fixtures';

describe('cachedChats', () => {
  it('reads the three chat list endpoints (infinite query pages included), once per chat id, the copy with the latest message', () => {
    const chats = cachedChats({
      a: {
        endpointName: 'listJobOpeningChats',
        data: listOf([chatWith(1, { id: 10, sender: 'candidate' })]),
      },
      b: {
        endpointName: 'listChats',
        data: {
          pages: [
            listOf([chatWith(1, { id: 12, sender: 'candidate' })]),
            listOf([chatWith(2, null)]),
          ],
          pageParams: [1, 2],
        },
      },
      c: {
        endpointName: 'listUnreadChats',
        data: listOf([chatWith(3, { id: 30, sender: 'employer' })]),
      },
      d: {
        endpointName: 'listJobOpenings',
        data: listOf([chatWith(9, { id: 90, sender: 'candidate' })]),
      },
      e: { endpointName: 'listChats' },
      f: undefined,
    });
    expect(chats.map((chat) => [chat.id, chat.last_message?.id ?? null])).toEqual([
      [1, 12],
      [2, null],
      [3, 30],
    ]);
  });
});

describe('newCandidateReplies', () => {
  it('records a chat seen for the first time without notifying it', () => {
    const { replies, seen } = newCandidateReplies(new Map(), [
      chatWith(1, { id: 10, sender: 'candidate' }),
      chatWith(2, null),
    ]);
    expect(replies).toEqual([]);
    expect([...seen]).toEqual([
      [1, 10],
      [2, null],
    ]);
  });

  it('notifies a newer candidate message, not an employer or system one, nor the same or an older message', () => {
    const before = new Map<number, number | null>([
      [1, 10],
      [2, 20],
      [3, 30],
      [4, 40],
      [5, null],
    ]);
    const { replies, seen } = newCandidateReplies(before, [
      chatWith(1, { id: 11, sender: 'candidate' }),
      chatWith(2, { id: 21, sender: 'employer' }),
      chatWith(3, { id: 30, sender: 'candidate' }),
      chatWith(4, { id: 39, sender: 'candidate' }),
      chatWith(5, { id: 50, sender: 'candidate' }),
    ]);
    expect(replies.map((chat) => chat.id)).toEqual([1, 5]);
    expect([...seen]).toEqual([
      [1, 11],
      [2, 21],
      [3, 30],
      [4, 40],
      [5, 50],
    ]);
    // Pure: the map given is unchanged.
    expect(before.get(1)).toBe(10);
  });

  it('after an employer message was seen, the next candidate message is notified', () => {
    const first = newCandidateReplies(new Map([[1, 10]]), [
      chatWith(1, { id: 11, sender: 'employer' }),
    ]);
    expect(first.replies).toEqual([]);
    const second = newCandidateReplies(first.seen, [chatWith(1, { id: 12, sender: 'candidate' })]);
    expect(second.replies.map((chat) => chat.last_message?.id)).toEqual([12]);
  });
});

describe('excerpt', () => {
  it('keeps a text of 80 characters or fewer as it is, white space collapsed', () => {
    expect(excerpt('  Hi,\n\nI can  start Monday. ')).toBe('Hi, I can start Monday.');
    expect(excerpt('a'.repeat(80))).toBe('a'.repeat(80));
  });

  it('cuts a longer text at 80 characters and appends an ellipsis', () => {
    expect(excerpt('a'.repeat(81))).toBe(`${'a'.repeat(80)}…`);
    expect(excerpt(`${'word '.repeat(15)}tail and more text`)).toBe(
      `${'word '.repeat(15)}tail `.slice(0, 80).trimEnd() + '…',
    );
  });

  it('counts code points: an emoji is never split', () => {
    const text = '😀'.repeat(81);
    expect(excerpt(text)).toBe(`${'😀'.repeat(80)}…`);
  });
});

describe('replyNotice', () => {
  it('titles the notice with the candidate name as the chat gives it, never a contact detail', () => {
    const unlocked = chatWith(
      7,
      { id: 70, sender: 'candidate', body: 'x'.repeat(100) },
      {
        candidate: {
          ...chatWith(7, null).candidate,
          name: 'Lucía Martínez',
          contact_revealed: true,
          phone_number: '8325550176',
        },
      },
    );
    const notice = replyNotice(unlocked, (opening, text) => `${opening}: ${text}`);
    expect(notice).toEqual({
      title: 'Lucía Martínez',
      body: `Warehouse Associate: ${'x'.repeat(80)}…`,
      tag: 'chat-7-70',
      chatId: 7,
    });
    expect(JSON.stringify(notice)).not.toContain('8325550176');
  });

  it('keeps the masked name of a locked chat', () => {
    const notice = replyNotice(
      chatWith(8, { id: 80, sender: 'candidate', body: 'Hello' }),
      (o, t) => `${o}: ${t}`,
    );
    expect(notice.title).toBe('Lucía M.');
    expect(notice.body).toBe('Warehouse Associate: Hello');
  });
});
