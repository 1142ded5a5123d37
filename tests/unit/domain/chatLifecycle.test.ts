import type { ChatStatus } from '../../../src/contract/types';
import {
  canSendTemplate,
  canTransition,
  CHAT_ACTIONS,
  CHAT_STATUSES,
  chatStatus,
  hasBeenUnlocked,
  isChatStatus,
  isChatUsable,
  isFinalStatus,
  isUnlockPeriodOpen,
  isUsableStatus,
  newChatLifecycle,
  nextStatus,
  unlockExpiry,
  type ChatAction,
  type ChatLifecycleFlags,
} from '../../../src/domain/chatLifecycle';

const NOW = new Date('2026-05-15T12:00:00.000Z');
const FUTURE = '2026-05-15T12:00:00.001Z';
const PAST = '2026-05-15T11:59:59.999Z';
const EXACTLY_NOW = '2026-05-15T12:00:00Z';

const flags = (
  is_unlocked: boolean,
  unlocked_until: string | null,
  is_hired: boolean,
  is_rejected: boolean,
): ChatLifecycleFlags => ({ is_unlocked, unlocked_until, is_hired, is_rejected });

describe('the contract\'s "Chat lifecycle" table', () => {
  // One case per row; "any" cells take each kind of value the field can hold.
  it.each([
    // row, is_unlocked, unlocked_until, is_hired, is_rejected → status, usable
    ['pending', false, null, false, false, 'pending', false],
    ['unlocked', true, FUTURE, false, false, 'unlocked', true],
    ['expired', true, PAST, false, false, 'expired', false],
    ['hired (until future)', true, FUTURE, true, false, 'hired', true],
    ['hired (until past)', true, PAST, true, false, 'hired', true],
    ['hired (until null)', true, null, true, false, 'hired', true],
    ['rejected (pending)', false, null, false, true, 'rejected', false],
    ['rejected (unlocked)', true, FUTURE, false, true, 'rejected', false],
    ['rejected (expired)', true, PAST, false, true, 'rejected', false],
  ] as const)(
    '%s: unlocked=%s until=%s hired=%s rejected=%s → %s, usable %s',
    (_row, unlocked, until, hired, rejected, status, usable) => {
      const chat = flags(unlocked, until, hired, rejected);
      expect(chatStatus(chat, NOW)).toBe(status);
      expect(isChatUsable(chat, NOW)).toBe(usable);
      expect(isUsableStatus(status)).toBe(usable);
    },
  );

  it('reads flags the table does not list the same way in the app and the simulated API', () => {
    // Hired, never unlocked: a hire needs an unlock, so it counts as unlocked (hired, usable).
    const hiredNeverUnlocked = flags(false, null, true, false);
    expect(chatStatus(hiredNeverUnlocked, NOW)).toBe('hired');
    expect(isChatUsable(hiredNeverUnlocked, NOW)).toBe(true);
    expect(hasBeenUnlocked(hiredNeverUnlocked)).toBe(true);
    // Rejected and hired: rejected wins, not usable.
    expect(chatStatus(flags(true, FUTURE, true, true), NOW)).toBe('rejected');
    expect(isChatUsable(flags(true, FUTURE, true, true), NOW)).toBe(false);
    // Unlocked without a valid end: the period is not in the future.
    expect(chatStatus(flags(true, null, false, false), NOW)).toBe('expired');
    expect(chatStatus(flags(true, 'not a date', false, false), NOW)).toBe('expired');
    // An end without an unlock is ignored.
    expect(chatStatus(flags(false, FUTURE, false, false), NOW)).toBe('pending');
    expect(isChatUsable(flags(false, FUTURE, false, false), NOW)).toBe(false);
  });

  it('reveals the contact details once unlocked or hired, never before', () => {
    expect(hasBeenUnlocked({ is_unlocked: false, is_hired: false })).toBe(false);
    expect(hasBeenUnlocked({ is_unlocked: true, is_hired: false })).toBe(true);
    expect(hasBeenUnlocked({ is_unlocked: true, is_hired: true })).toBe(true);
  });
});

describe('the expiry boundary', () => {
  it('ends the unlock period exactly at unlocked_until (strictly in the future)', () => {
    const chat = flags(true, EXACTLY_NOW, false, false);
    const justBefore = NOW.getTime() - 1;
    expect(chatStatus(chat, justBefore)).toBe('unlocked');
    expect(isChatUsable(chat, justBefore)).toBe(true);
    expect(chatStatus(chat, NOW)).toBe('expired');
    expect(isChatUsable(chat, NOW)).toBe(false);
    expect(chatStatus(chat, NOW.getTime() + 1)).toBe('expired');
  });

  it('keeps a hired chat usable after its unlock period', () => {
    const chat = flags(true, EXACTLY_NOW, true, false);
    expect(isChatUsable(chat, NOW)).toBe(true);
    expect(chatStatus(chat, NOW.getTime() + 365 * 86_400_000)).toBe('hired');
  });

  it('takes now as a Date or as milliseconds, with the same answer', () => {
    expect(isUnlockPeriodOpen(FUTURE, NOW)).toBe(true);
    expect(isUnlockPeriodOpen(FUTURE, NOW.getTime())).toBe(true);
    expect(isUnlockPeriodOpen(EXACTLY_NOW, NOW)).toBe(false);
    expect(isUnlockPeriodOpen(EXACTLY_NOW, NOW.getTime())).toBe(false);
    expect(isUnlockPeriodOpen(null, NOW)).toBe(false);
    expect(isUnlockPeriodOpen('', NOW)).toBe(false);
  });
});

describe('transitions', () => {
  // Every status × action: the contract's allowed transitions, everything else a 409 (null).
  const expected: Record<ChatStatus, Record<ChatAction, ChatStatus | null>> = {
    pending: { unlock: 'unlocked', expire: null, hire: null, reject: 'rejected' },
    unlocked: { unlock: null, expire: 'expired', hire: 'hired', reject: 'rejected' },
    expired: { unlock: 'unlocked', expire: null, hire: 'hired', reject: 'rejected' },
    hired: { unlock: null, expire: null, hire: null, reject: null },
    rejected: { unlock: null, expire: null, hire: null, reject: null },
  };
  const cases = CHAT_STATUSES.flatMap((from) =>
    CHAT_ACTIONS.map((action) => [from, action, expected[from][action]] as const),
  );

  it('covers the 5 statuses × 4 actions', () => {
    expect(cases).toHaveLength(20);
  });

  it.each(cases)('%s --%s--> %s', (from, action, to) => {
    expect(nextStatus(from, action)).toBe(to);
    expect(canTransition(from, action)).toBe(to !== null);
  });

  it('makes hired and rejected final, and only them', () => {
    expect(CHAT_STATUSES.filter(isFinalStatus)).toEqual(['hired', 'rejected']);
  });

  it('allows a template in every chat but a rejected one', () => {
    expect(CHAT_STATUSES.filter(canSendTemplate)).toEqual([
      'pending',
      'unlocked',
      'expired',
      'hired',
    ]);
  });

  it('lands each transition on the status its new flags read as', () => {
    const at = NOW.getTime();
    const until = new Date(unlockExpiry(at, 7)).toISOString();
    // checkout → pending
    const created = newChatLifecycle();
    expect(chatStatus(created, at)).toBe('pending');
    // unlock pending → unlocked
    const unlocked = { ...created, is_unlocked: true, unlocked_until: until };
    expect(chatStatus(unlocked, at)).toBe(nextStatus('pending', 'unlock'));
    // time: unlocked → expired, at unlocked_until
    expect(chatStatus(unlocked, Date.parse(until))).toBe(nextStatus('unlocked', 'expire'));
    // unlock again: expired → unlocked
    const later = Date.parse(until) + 86_400_000;
    const again = { ...unlocked, unlocked_until: new Date(unlockExpiry(later, 7)).toISOString() };
    expect(chatStatus(again, later)).toBe(nextStatus('expired', 'unlock'));
    // hire expired → hired; reject unlocked → rejected
    expect(chatStatus({ ...unlocked, is_hired: true }, Date.parse(until))).toBe(
      nextStatus('expired', 'hire'),
    );
    expect(chatStatus({ ...unlocked, is_rejected: true }, at)).toBe(
      nextStatus('unlocked', 'reject'),
    );
  });
});

describe('unlock expiry and new chats', () => {
  it("ends an unlock the plan's unlock_days after now", () => {
    expect(unlockExpiry(NOW, 7)).toBe(Date.parse('2026-05-22T12:00:00.000Z'));
    expect(unlockExpiry(NOW.getTime(), 1)).toBe(NOW.getTime() + 86_400_000);
  });

  it('refuses a period that is not a positive number of days', () => {
    expect(() => unlockExpiry(NOW, 0)).toThrow(RangeError);
    expect(() => unlockExpiry(NOW, -7)).toThrow(RangeError);
    expect(() => unlockExpiry(NOW, Number.NaN)).toThrow(RangeError);
  });

  it('creates pending chats as fresh objects', () => {
    const a = newChatLifecycle();
    expect(a).toEqual({
      is_unlocked: false,
      unlocked_until: null,
      is_hired: false,
      is_rejected: false,
      hired_at: null,
      rejected_at: null,
    });
    a.is_hired = true;
    expect(newChatLifecycle().is_hired).toBe(false);
  });

  it('lists the statuses in lifecycle order and recognises only them', () => {
    expect(CHAT_STATUSES).toEqual(['pending', 'unlocked', 'expired', 'hired', 'rejected']);
    expect(CHAT_STATUSES.every(isChatStatus)).toBe(true);
    expect(isChatStatus('open')).toBe(false);
    expect(isChatStatus(undefined)).toBe(false);
    expect(isChatStatus(3)).toBe(false);
  });
});
