import type { Chat } from '../../api/types';

/** The fields the usability rule reads. */
export type ChatFlags = Pick<Chat, 'is_unlocked' | 'unlocked_until' | 'is_hired' | 'is_rejected'>;

/**
 * SPEC §4: a chat is usable only when it is unlocked AND (`unlocked_until` is in the future
 * OR the candidate is hired) AND the candidate is not rejected. "In the future" is strict:
 * `unlocked_until` equal to `now` is over. A missing or unparsable `unlocked_until` is not
 * in the future.
 */
export function isChatUsable(chat: ChatFlags, now: Date = new Date()): boolean {
  if (!chat.is_unlocked || chat.is_rejected) return false;
  if (chat.is_hired) return true;
  const until = chat.unlocked_until ? Date.parse(chat.unlocked_until) : Number.NaN;
  return Number.isFinite(until) && until > now.getTime();
}

/** Why a chat is not usable, for the locked state (SPEC §4): what to show and offer. */
export type ChatLockReason = 'rejected' | 'locked' | 'expired';

/**
 * `null` for a usable chat; otherwise `rejected` (final, nothing to offer), `locked` (never
 * unlocked: offer unlock) or `expired` (the unlock period is over: offer unlock again, or hire).
 */
export function chatLockReason(chat: ChatFlags, now: Date = new Date()): ChatLockReason | null {
  if (isChatUsable(chat, now)) return null;
  if (chat.is_rejected) return 'rejected';
  if (!chat.is_unlocked) return 'locked';
  return 'expired';
}
