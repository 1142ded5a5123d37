import type { Chat, ChatStatus } from '../../contract/types';
import { canTransition, chatStatus, type ChatLifecycleFlags } from '../../domain/chatLifecycle';

/** Every chat status, in lifecycle order, and its type guard (from `src/domain/chatLifecycle.ts`). */
export { CHAT_STATUSES, isChatStatus } from '../../domain/chatLifecycle';

/**
 * The status to show for a chat at `now` (default the clock), derived from its flags with the
 * contract's lifecycle (domain `chatStatus`) rather than read from `chat.status`, which the
 * server computed at response time: an unlock period that ends while the screen is open turns
 * the badge to `expired` at once, together with the composer.
 */
export function chatDisplayStatus(chat: ChatLifecycleFlags, now: Date = new Date()): ChatStatus {
  return chatStatus(chat, now);
}

/** Badge colour per status (src/features/shared/chatStatusBadge.ts). */
export { STATUS_BADGE } from '../shared/chatStatusBadge';

/** The actions a chat offers (contract "Chat lifecycle" transitions; SPEC §4). */
export interface ChatActionsAvailable {
  /** Paid unlock: `pending` or `expired`. */
  unlock: boolean;
  /** Hire: `unlocked` or `expired` (the employer has the contact details). */
  hire: boolean;
  /** Reject: `pending`, `unlocked` or `expired`. `hired` and `rejected` are final. */
  reject: boolean;
}

/**
 * Which of unlock, hire and reject apply to a chat with this display status: the transitions
 * the contract allows from it (domain `canTransition`; any other is a 409).
 */
export function availableActions(status: ChatStatus): ChatActionsAvailable {
  return {
    unlock: canTransition(status, 'unlock'),
    hire: canTransition(status, 'hire'),
    reject: canTransition(status, 'reject'),
  };
}

/**
 * A 10-digit US phone number as `(713) 555-0142`; anything else is returned unchanged
 * (SPEC §9: phone numbers have 10 digits).
 */
export function formatPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The chat with the numeric `id`, or `undefined`. */
export function findChat(chats: readonly Chat[] | undefined, id: number | undefined) {
  return id === undefined ? undefined : chats?.find((chat) => chat.id === id);
}
