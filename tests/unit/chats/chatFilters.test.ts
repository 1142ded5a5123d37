/**
 * The chats screen's URL filters (SPEC §2, §7): what reaches the API, the selected chat, the
 * status, and the display helpers of a chat.
 */
import {
  CHAT_LIST_PAGE_SIZE,
  chatListQuery,
  isFilteredListQuery,
  selectedChatId,
  statusFilter,
} from '../../../src/features/chats/chatFilters';
import {
  availableActions,
  chatDisplayStatus,
  formatPhoneNumber,
} from '../../../src/features/chats/chatStatus';

describe('chatListQuery: the URL query → the chat list API query', () => {
  it.each([
    ['', `per_page=${CHAT_LIST_PAGE_SIZE}`],
    ['search=ana&status=pending&page=1&chat=1292', 'search=ana&status=pending&page=1&per_page=50'],
    ['page=1&chat=1287', 'page=1&per_page=50'],
    ['search=mar%C3%ADa%20g', 'search=mar%C3%ADa%20g&per_page=50'],
    // An unknown status would be a 422: it is not sent.
    ['status=archived&page=2', 'page=2&per_page=50'],
    ['per_page=5&page=3', 'page=3&per_page=50'],
    // The "Unread" toggle (issue #9 point 3): only `unread=1` is a filter.
    ['status=pending&unread=1', 'status=pending&unread=1&per_page=50'],
    ['unread=0&chat=4', 'per_page=50'],
    ['unread=yes', 'per_page=50'],
  ])('%j → %j', (url, api) => {
    expect(chatListQuery(url)).toBe(api);
  });

  it('does not change when only the selected chat changes (no list refetch)', () => {
    expect(chatListQuery('search=a&page=1&chat=1')).toBe(chatListQuery('search=a&page=1&chat=2'));
  });
});

describe('selected chat and status from the URL', () => {
  it.each([
    [undefined, undefined],
    ['1287', 1287],
    ['0', undefined],
    ['-3', undefined],
    ['12.5', undefined],
    ['abc', undefined],
  ])('chat=%j → %j', (chat, id) => {
    expect(selectedChatId({ chat })).toBe(id);
  });

  it('keeps known statuses only', () => {
    expect(statusFilter({ status: 'hired' })).toBe('hired');
    expect(statusFilter({ status: 'HIRED' })).toBeUndefined();
    expect(statusFilter({ status: undefined })).toBeUndefined();
  });
});

describe('chat display helpers (SPEC §4, contract "Chat lifecycle")', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const flags = (
    is_unlocked: boolean,
    until: string | null,
    is_hired = false,
    is_rejected = false,
  ) => ({
    is_unlocked,
    unlocked_until: until,
    is_hired,
    is_rejected,
  });

  it.each([
    [flags(false, null), 'pending', { unlock: true, hire: false, reject: true }],
    [flags(true, '2026-05-20T00:00:00Z'), 'unlocked', { unlock: false, hire: true, reject: true }],
    [flags(true, '2026-05-10T00:00:00Z'), 'expired', { unlock: true, hire: true, reject: true }],
    [
      flags(true, '2026-05-10T00:00:00Z', true),
      'hired',
      { unlock: false, hire: false, reject: false },
    ],
    [flags(false, null, false, true), 'rejected', { unlock: false, hire: false, reject: false }],
    [
      flags(true, '2026-05-20T00:00:00Z', false, true),
      'rejected',
      { unlock: false, hire: false, reject: false },
    ],
  ])('%j is %s and offers %j', (chat, status, actions) => {
    expect(chatDisplayStatus(chat, now)).toBe(status);
    expect(availableActions(chatDisplayStatus(chat, now))).toEqual(actions);
  });

  it('formats 10-digit phone numbers and leaves others alone', () => {
    expect(formatPhoneNumber('7135550142')).toBe('(713) 555-0142');
    expect(formatPhoneNumber('+1 713 555 0142')).toBe('+1 713 555 0142');
    expect(formatPhoneNumber('12345')).toBe('12345');
  });
});

describe('isFilteredListQuery', () => {
  it('says whether the list was asked with a search, a status, unread only or one opening', () => {
    expect(isFilteredListQuery('per_page=50')).toBe(false);
    expect(isFilteredListQuery('page=2&per_page=50')).toBe(false);
    expect(isFilteredListQuery('search=&per_page=50')).toBe(false);
    expect(isFilteredListQuery('search=zzz&per_page=50')).toBe(true);
    expect(isFilteredListQuery('status=pending&per_page=50')).toBe(true);
    expect(isFilteredListQuery('unread=1&per_page=50')).toBe(true);
    expect(isFilteredListQuery('job_opening_uuid=8303fe52&per_page=50')).toBe(true);
  });
});
