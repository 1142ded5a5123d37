import {
  chatLockReason,
  isChatUsable,
  type ChatFlags,
} from '../../../src/features/chats/chatRules';

const NOW = new Date('2026-05-15T12:00:00.000Z');
const FUTURE = '2026-05-15T12:00:00.001Z';
const PAST = '2026-05-15T11:59:59.999Z';
const EXACTLY_NOW = '2026-05-15T12:00:00Z';

const chat = (
  is_unlocked: boolean,
  unlocked_until: string | null,
  is_hired: boolean,
  is_rejected: boolean,
): ChatFlags => ({
  is_unlocked,
  unlocked_until,
  is_hired,
  is_rejected,
});

describe('usable chat rule (SPEC §4): unlocked AND (unlocked_until in the future OR hired) AND NOT rejected', () => {
  it.each([
    // is_unlocked, unlocked_until, is_hired, is_rejected → usable, reason
    [false, null, false, false, false, 'locked'],
    [false, FUTURE, false, false, false, 'locked'],
    // Hired, never unlocked: a hire needs an unlock, so it counts as unlocked (domain rule).
    [false, null, true, false, true, null],
    [true, FUTURE, false, false, true, null],
    [true, PAST, false, false, false, 'expired'],
    [true, EXACTLY_NOW, false, false, false, 'expired'],
    [true, null, false, false, false, 'expired'],
    [true, 'not a date', false, false, false, 'expired'],
    [true, PAST, true, false, true, null],
    [true, EXACTLY_NOW, true, false, true, null],
    [true, null, true, false, true, null],
    [true, FUTURE, false, true, false, 'rejected'],
    [true, FUTURE, true, true, false, 'rejected'],
    [false, null, false, true, false, 'rejected'],
    [true, PAST, false, true, false, 'rejected'],
  ] as const)(
    'unlocked=%s until=%s hired=%s rejected=%s → usable %s (%s)',
    (unlocked, until, hired, rejected, usable, reason) => {
      const flags = chat(unlocked, until, hired, rejected);
      expect(isChatUsable(flags, NOW)).toBe(usable);
      expect(chatLockReason(flags, NOW)).toBe(reason);
    },
  );

  it('turns unusable exactly when unlocked_until is reached', () => {
    const flags = chat(true, EXACTLY_NOW, false, false);
    expect(isChatUsable(flags, new Date(NOW.getTime() - 1))).toBe(true);
    expect(isChatUsable(flags, NOW)).toBe(false);
  });
});
