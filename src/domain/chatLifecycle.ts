/**
 * The chat lifecycle, once (issue #20 point 2; DESIGN.md `src/domain`): the contract's "Chat
 * lifecycle" (src/contract/openapi.yaml, `info.description`) and SPEC §4's usability rule as pure
 * functions over the contract's `Chat` fields. Read by the app (src/features/chats
 * `chatRules.ts`, `chatStatus.ts`) and by the simulated API (mocks/model.ts,
 * mocks/handlers/chats.ts), so both worlds derive `status`, usability and the allowed
 * transitions from the same code. No React, no Redux, no msw.
 *
 * | status | is_unlocked | unlocked_until | is_hired | is_rejected | usable |
 * |---|---|---|---|---|---|
 * | pending | false | null | false | false | no |
 * | unlocked | true | future | false | false | yes |
 * | expired | true | past | false | false | no |
 * | hired | true | any | true | false | yes |
 * | rejected | any | any | false | true | no |
 *
 * Transitions: checkout creates `pending`; unlock `pending`/`expired` → `unlocked` (charged;
 * `unlocked_until` = now + the plan's `unlock_days`); time moves `unlocked` → `expired`; hire
 * `unlocked`/`expired` → `hired`; reject `pending`/`unlocked`/`expired` → `rejected`. `hired`
 * and `rejected` are final; any other transition is a 409.
 *
 * Flags the table does not list (data no valid sequence of transitions produces) are read
 * like this, identically in the app and the simulated API:
 * - **hired, never unlocked** (`is_hired` with `is_unlocked` false): a hire is only allowed
 *   from `unlocked` or `expired`, so a hired chat was unlocked; `is_hired` implies the unlock.
 *   The chat is `hired` and usable, like the table's `hired` row, and its contact details
 *   count as revealed ({@link hasBeenUnlocked}).
 * - **rejected and hired**: `rejected` wins (the table's `rejected` row reads "any" for the
 *   other flags; no action is offered, both are final).
 * - **unlocked without a valid `unlocked_until`** (null or unparsable): the period is not
 *   in the future, so the chat is `expired`.
 * - **not unlocked with an `unlocked_until`**: `pending` (the instant is ignored).
 *
 * Time: every `now` is an {@link Instant}, a `Date` or milliseconds since the Unix epoch.
 * "In the future" is strict: `unlocked_until` equal to `now` is over.
 */
import type { Chat, ChatStatus } from '../contract/types';

/** A point in time: a `Date` or milliseconds since the Unix epoch (UTC). */
export type Instant = Date | number;

/** The fields of a chat the lifecycle reads (contract `Chat`; a stored mock row fits too). */
export type ChatLifecycleFlags = Pick<
  Chat,
  'is_unlocked' | 'unlocked_until' | 'is_hired' | 'is_rejected'
>;

/** What happens to a chat after checkout (contract "Chat lifecycle" transitions). */
export type ChatAction = 'unlock' | 'expire' | 'hire' | 'reject';

/** Every chat status, in lifecycle order (contract `ChatStatus`; `ChatCounts` and filters). */
export const CHAT_STATUSES: readonly ChatStatus[] = [
  'pending',
  'unlocked',
  'expired',
  'hired',
  'rejected',
];

/** Every {@link ChatAction}. */
export const CHAT_ACTIONS: readonly ChatAction[] = ['unlock', 'expire', 'hire', 'reject'];

/** One day in milliseconds (the unit of a plan's `unlock_days`). */
const DAY_MS = 86_400_000;

/**
 * The contract's transitions: for each action, the statuses it may start from and the status
 * it leads to. A status missing under an action is a refused transition (409).
 */
const TRANSITIONS: Readonly<Record<ChatAction, Partial<Record<ChatStatus, ChatStatus>>>> = {
  unlock: { pending: 'unlocked', expired: 'unlocked' },
  expire: { unlocked: 'expired' },
  hire: { unlocked: 'hired', expired: 'hired' },
  reject: { pending: 'rejected', unlocked: 'rejected', expired: 'rejected' },
};

/** `now` in milliseconds since the epoch. */
function toMs(now: Instant): number {
  return typeof now === 'number' ? now : now.getTime();
}

/** `true` when `value` is one of {@link CHAT_STATUSES} (e.g. a `status` read from a URL). */
export function isChatStatus(value: unknown): value is ChatStatus {
  return typeof value === 'string' && (CHAT_STATUSES as readonly string[]).includes(value);
}

/**
 * Whether an unlock period ending at `unlockedUntil` (an ISO 8601 instant) is still running
 * at `now`: strictly in the future. `null` or an unparsable value is not in the future.
 */
export function isUnlockPeriodOpen(unlockedUntil: string | null, now: Instant): boolean {
  const until = unlockedUntil ? Date.parse(unlockedUntil) : Number.NaN;
  return Number.isFinite(until) && until > toMs(now);
}

/**
 * Whether the chat went through an unlock: `is_unlocked`, or `is_hired` (a hire is only
 * allowed from `unlocked`/`expired`, so a hired chat was unlocked even when its flag says
 * otherwise). The candidate's contact details are revealed exactly then (contract
 * `Chat.candidate`: "masked until the chat is unlocked").
 */
export function hasBeenUnlocked(
  chat: Pick<ChatLifecycleFlags, 'is_unlocked' | 'is_hired'>,
): boolean {
  return chat.is_unlocked || chat.is_hired;
}

/**
 * The status of a chat at `now` (contract "Chat lifecycle" table; `Chat.status`: "derived
 * from the flags and the clock"): `rejected` first, then `hired`, then `unlocked` while the
 * unlock period runs ({@link isUnlockPeriodOpen}) or `expired` after it, else `pending`. See
 * the module comment for flags the table does not list.
 */
export function chatStatus(chat: ChatLifecycleFlags, now: Instant): ChatStatus {
  if (chat.is_rejected) return 'rejected';
  if (chat.is_hired) return 'hired';
  if (!chat.is_unlocked) return 'pending';
  return isUnlockPeriodOpen(chat.unlocked_until, now) ? 'unlocked' : 'expired';
}

/** Whether a chat in this status is usable (the table's `usable` column): `unlocked` or `hired`. */
export function isUsableStatus(status: ChatStatus): boolean {
  return status === 'unlocked' || status === 'hired';
}

/**
 * SPEC §4: a chat is usable (free-text messages, contact details) only when it is unlocked
 * AND (`unlocked_until` is in the future OR the candidate is hired) AND the candidate is not
 * rejected — i.e. its {@link chatStatus} at `now` is `unlocked` or `hired`. A hired chat
 * counts as unlocked ({@link hasBeenUnlocked}).
 */
export function isChatUsable(chat: ChatLifecycleFlags, now: Instant): boolean {
  return isUsableStatus(chatStatus(chat, now));
}

/**
 * Whether a first-question template may be sent (contract `sendChatMessage`): in every chat
 * that is not `rejected`, pending and expired included.
 */
export function canSendTemplate(status: ChatStatus): boolean {
  return status !== 'rejected';
}

/** Whether `status` is final (`hired`, `rejected`): no action applies to it. */
export function isFinalStatus(status: ChatStatus): boolean {
  return CHAT_ACTIONS.every((action) => TRANSITIONS[action][status] === undefined);
}

/**
 * The status `action` leads to from `from` (contract "Chat lifecycle" transitions), or
 * `null` when the contract refuses it (the API answers 409).
 */
export function nextStatus(from: ChatStatus, action: ChatAction): ChatStatus | null {
  return TRANSITIONS[action][from] ?? null;
}

/** Whether the contract allows `action` from `from` ({@link nextStatus} is not `null`). */
export function canTransition(from: ChatStatus, action: ChatAction): boolean {
  return nextStatus(from, action) !== null;
}

/**
 * When an unlock made at `now` ends: `now` + `unlockDays` days (the plan's `unlock_days`;
 * 7 in the example plans), in milliseconds since the epoch. The chat's `unlocked_until` is
 * this instant.
 * @throws RangeError when `unlockDays` is not a positive number of days.
 */
export function unlockExpiry(now: Instant, unlockDays: number): number {
  if (!Number.isFinite(unlockDays) || unlockDays <= 0) {
    throw new RangeError(`unlock_days must be a positive number, got ${unlockDays}`);
  }
  return toMs(now) + unlockDays * DAY_MS;
}

/**
 * The lifecycle fields of a chat created by a checkout (contract: "checkout creates
 * `pending` chats"): never unlocked, hired or rejected. A fresh object each call.
 */
export function newChatLifecycle(): ChatLifecycleFlags & Pick<Chat, 'hired_at' | 'rejected_at'> {
  return {
    is_unlocked: false,
    unlocked_until: null,
    is_hired: false,
    is_rejected: false,
    hired_at: null,
    rejected_at: null,
  };
}
