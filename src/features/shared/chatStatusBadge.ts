import type { ChatStatus } from '../../contract/types';
import type { BadgeStatus } from '../../components';

/**
 * Badge colour per chat status (contract "Chat lifecycle"); the badge text carries the
 * meaning (Badge docs). Shared by the chats screen (list items, header) and the job
 * openings' pipeline bar, so that neither feature imports the other for it.
 */
export const STATUS_BADGE: Record<ChatStatus, BadgeStatus> = {
  pending: 'warning',
  unlocked: 'info',
  expired: 'neutral',
  hired: 'success',
  rejected: 'danger',
};
