import {
  chatStatus,
  isChatUsable as isUsable,
  type ChatLifecycleFlags,
} from '../../domain/chatLifecycle';

/** The fields the usability rule reads (`src/domain/chatLifecycle.ts`). */
export type ChatFlags = ChatLifecycleFlags;

/**
 * SPEC §4: a chat is usable only when it is unlocked AND (`unlocked_until` is in the future
 * OR the candidate is hired) AND the candidate is not rejected. The rule itself lives in
 * `src/domain/chatLifecycle.ts` (shared with the simulated API); this adds the clock as
 * default. "In the future" is strict: `unlocked_until` equal to `now` is over; a missing or
 * unparsable `unlocked_until` is not in the future; a hired chat counts as unlocked.
 */
export function isChatUsable(chat: ChatFlags, now: Date = new Date()): boolean {
  return isUsable(chat, now);
}

/** Why a chat is not usable, for the locked state (SPEC §4): what to show and offer. */
export type ChatLockReason = 'rejected' | 'locked' | 'expired';

/**
 * `null` for a usable chat; otherwise, from its lifecycle status at `now` (domain
 * `chatStatus`): `rejected` (final, nothing to offer), `locked` (`pending`, never unlocked:
 * offer unlock) or `expired` (the unlock period is over: offer unlock again, or hire).
 */
export function chatLockReason(chat: ChatFlags, now: Date = new Date()): ChatLockReason | null {
  switch (chatStatus(chat, now)) {
    case 'rejected':
      return 'rejected';
    case 'pending':
      return 'locked';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}
