/**
 * Thread grouping (SPEC §2 "group messages"): day separators in the viewer's time zone and
 * runs of consecutive messages by one sender.
 */
import type { Message } from '../../../src/contract/types';
import { dayKey, groupMessages, relativeDay } from '../../../src/features/chats/messageGroups';

let nextId = 1;
function msg(sender: Message['sender'], createdAt: string): Message {
  return {
    id: nextId++,
    chat_id: 1287,
    sender,
    body: `${sender} at ${createdAt}`,
    is_free: sender !== 'system',
    template_id: null,
    read_at: null,
    created_at: createdAt,
  };
}

/** Compact form of a row: sender, day, and flags D (starts day), S (starts group), E (ends group). */
function shape(messages: Message[], timeZone: string): string[] {
  return groupMessages(messages, timeZone).map(
    (row) =>
      `${row.message.sender} ${row.day} ${row.startsDay ? 'D' : '-'}${row.startsGroup ? 'S' : '-'}${row.endsGroup ? 'E' : '-'}`,
  );
}

describe('dayKey', () => {
  it.each([
    ['2026-05-15T02:30:00Z', 'Etc/UTC', '2026-05-15'],
    ['2026-05-15T02:30:00Z', 'America/Chicago', '2026-05-14'],
    ['2026-05-14T23:30:00Z', 'Europe/Madrid', '2026-05-15'],
    ['2026-05-14T23:30:00Z', 'Asia/Tokyo', '2026-05-15'],
    ['2026-12-31T23:59:59Z', 'Etc/UTC', '2026-12-31'],
    ['not a date', 'Etc/UTC', ''],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(dayKey(instant, zone)).toBe(day);
  });
});

describe('relativeDay', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  it.each([
    ['2026-05-15', 'Etc/UTC', 'today'],
    ['2026-05-14', 'Etc/UTC', 'yesterday'],
    ['2026-05-13', 'Etc/UTC', undefined],
    ['2026-05-16', 'Etc/UTC', undefined],
    // 12:00 UTC is already the 16th in Kiritimati (UTC+14).
    ['2026-05-16', 'Pacific/Kiritimati', 'today'],
    ['2026-03-01', 'Etc/UTC', undefined],
  ])('%s in %s → %s', (day, zone, expected) => {
    expect(relativeDay(day, now, zone)).toBe(expected);
  });

  it('knows the day before the first of a month and of a year', () => {
    expect(relativeDay('2026-02-28', new Date('2026-03-01T10:00:00Z'), 'Etc/UTC')).toBe(
      'yesterday',
    );
    expect(relativeDay('2025-12-31', new Date('2026-01-01T10:00:00Z'), 'Etc/UTC')).toBe(
      'yesterday',
    );
  });
});

describe('groupMessages', () => {
  type Case = [name: string, messages: Message[], zone: string, expected: string[]];
  const cases: Case[] = [
    ['an empty thread', [], 'Etc/UTC', []],
    [
      'one message',
      [msg('employer', '2026-05-14T10:00:00Z')],
      'Etc/UTC',
      ['employer 2026-05-14 DSE'],
    ],
    [
      'a run of one sender, then the other',
      [
        msg('employer', '2026-05-14T10:00:00Z'),
        msg('employer', '2026-05-14T10:01:00Z'),
        msg('employer', '2026-05-14T10:02:00Z'),
        msg('candidate', '2026-05-14T10:05:00Z'),
        msg('candidate', '2026-05-14T10:06:00Z'),
      ],
      'Etc/UTC',
      [
        'employer 2026-05-14 DS-',
        'employer 2026-05-14 ---',
        'employer 2026-05-14 --E',
        'candidate 2026-05-14 -S-',
        'candidate 2026-05-14 --E',
      ],
    ],
    [
      'a new day starts a new group of the same sender',
      [msg('candidate', '2026-05-14T23:50:00Z'), msg('candidate', '2026-05-15T00:10:00Z')],
      'Etc/UTC',
      ['candidate 2026-05-14 DSE', 'candidate 2026-05-15 DSE'],
    ],
    [
      'the same two messages are one day and one group in Chicago',
      [msg('candidate', '2026-05-14T23:50:00Z'), msg('candidate', '2026-05-15T00:10:00Z')],
      'America/Chicago',
      ['candidate 2026-05-14 DS-', 'candidate 2026-05-14 --E'],
    ],
    [
      'system notices stand alone and split a sender run',
      [
        msg('employer', '2026-05-14T10:00:00Z'),
        msg('system', '2026-05-14T10:01:00Z'),
        msg('system', '2026-05-14T10:02:00Z'),
        msg('employer', '2026-05-14T10:03:00Z'),
      ],
      'Etc/UTC',
      [
        'employer 2026-05-14 DSE',
        'system 2026-05-14 -SE',
        'system 2026-05-14 -SE',
        'employer 2026-05-14 -SE',
      ],
    ],
    [
      'alternating senders over three days',
      [
        msg('employer', '2026-05-12T09:00:00Z'),
        msg('candidate', '2026-05-13T09:00:00Z'),
        msg('candidate', '2026-05-13T09:30:00Z'),
        msg('employer', '2026-05-15T08:00:00Z'),
        msg('candidate', '2026-05-15T08:05:00Z'),
      ],
      'Etc/UTC',
      [
        'employer 2026-05-12 DSE',
        'candidate 2026-05-13 DS-',
        'candidate 2026-05-13 --E',
        'employer 2026-05-15 DSE',
        'candidate 2026-05-15 -SE',
      ],
    ],
  ];

  it.each(cases)('%s', (_name, messages, zone, expected) => {
    expect(shape(messages, zone)).toEqual(expected);
  });

  it('keeps the order and the message objects', () => {
    const messages = [
      msg('employer', '2026-05-14T10:00:00Z'),
      msg('candidate', '2026-05-14T11:00:00Z'),
    ];
    expect(groupMessages(messages, 'Etc/UTC').map((row) => row.message)).toEqual(messages);
  });
});

describe('viewerTimeZone', () => {
  it("takes the configured zone, else reads the browser's once per page load", () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      jest.isolateModules(() => {
        // A fresh module: nothing read yet.
        const fresh = jest.requireActual<
          typeof import('../../../src/features/chats/messageGroups')
        >('../../../src/features/chats/messageGroups');
        expect(fresh.viewerTimeZone('America/Chicago')).toBe('America/Chicago');
        expect(built).not.toHaveBeenCalled();
        expect(fresh.viewerTimeZone(undefined)).toBe(browser);
        expect(fresh.viewerTimeZone(undefined)).toBe(browser);
        expect(fresh.viewerTimeZone('')).toBe(browser);
        expect(built).toHaveBeenCalledTimes(1);
        expect(fresh.viewerTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
      });
    } finally {
      built.mockRestore();
    }
  });
});
