import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useHireCandidateMutation,
  useRejectCandidateMutation,
  useUnlockChatMutation,
} from '../../api/chatsApi';
import { isNormalizedError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import type { Chat } from '../../api/types';
import { Button, ConfirmDialog, Icon, Inline } from '../../components';
import { notify } from '../../store/notifier';
import { availableActions, chatDisplayStatus } from './chatStatus';
import { UnlockDialog } from './UnlockDialog';

type Dialog = 'unlock' | 'reject' | 'hire' | null;

/** Props of {@link ChatActions}. */
export interface ChatActionsProps {
  chat: Chat;
  /** Called with the record the server returned after unlock, reject or hire. */
  onChatUpdated?: (chat: Chat) => void;
  /** The hired callback of SPEC §4, run after the "Candidate hired" notice. */
  onHired?: (chat: Chat) => void;
  /** "Now" for the status (default the clock). */
  now?: Date;
}

/**
 * Unlock, reject and hire for one chat (SPEC §4; contract "Chat lifecycle"), each behind a
 * confirmation dialog, offered only where the transition exists:
 * - **Unlock** (`pending`, `expired`; paid): one Idempotency-Key per attempt, created when the
 *   dialog opens and reused for retries of that attempt; a ref guard makes a double click send
 *   one request; `paymentMethodId` omitted = the employer's default card. A 402 (declined) or
 *   409 ends the attempt (the next one gets a new key); a network failure or 5xx keeps the key,
 *   so retrying cannot charge twice. On success the messages reload (cache invalidation) and the
 *   chat becomes the returned record.
 * - **Reject** (`pending`, `unlocked`, `expired`): the chat becomes the returned record; toast
 *   "Candidate Rejected" / "Candidate was successfully rejected".
 * - **Hire** (`unlocked`, `expired`): toast "Candidate hired" / "Candidate was successfully hire"
 *   (SPEC wording), then `onHired`; chatsApi adds one to the opening's cached `hired_count`.
 * Failures are toasted by the store's listener (SPEC §8) and leave the dialog open.
 */
export function ChatActions({ chat, onChatUpdated, onHired, now }: ChatActionsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [unlock, unlockState] = useUnlockChatMutation();
  const [reject, rejectState] = useRejectCandidateMutation();
  const [hire, hireState] = useHireCandidateMutation();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);
  const status = chatDisplayStatus(chat, now);
  const actions = availableActions(status);
  const name = chat.candidate.name;

  const openUnlock = () => {
    attemptKey.current = newIdempotencyKey();
    setDialog('unlock');
  };

  const guarded = async (run: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await run();
    } finally {
      inFlight.current = false;
    }
  };

  const confirmUnlock = () =>
    guarded(async () => {
      attemptKey.current ??= newIdempotencyKey();
      try {
        const updated = await unlock({
          chatId: chat.id,
          idempotencyKey: attemptKey.current,
        }).unwrap();
        attemptKey.current = null;
        setDialog(null);
        notify({
          kind: 'success',
          summary: { id: 'chats.toast.unlocked.summary' },
          detail: { id: 'chats.toast.unlocked.detail', values: { name: updated.candidate.name } },
        });
        onChatUpdated?.(updated);
      } catch (error) {
        const retryable = isNormalizedError(error) && (error.status === 0 || error.status >= 500);
        if (!retryable) attemptKey.current = null;
      }
    });

  const confirmReject = () =>
    guarded(async () => {
      try {
        const updated = await reject({ chatId: chat.id }).unwrap();
        setDialog(null);
        notify({
          kind: 'success',
          summary: { id: 'chats.toast.rejected.summary' },
          detail: { id: 'chats.toast.rejected.detail' },
        });
        onChatUpdated?.(updated);
      } catch {
        /* toasted by the listener */
      }
    });

  const confirmHire = () =>
    guarded(async () => {
      try {
        const updated = await hire({ chatId: chat.id }).unwrap();
        setDialog(null);
        notify({
          kind: 'success',
          summary: { id: 'chats.toast.hired.summary' },
          detail: { id: 'chats.toast.hired.detail' },
        });
        onChatUpdated?.(updated);
        onHired?.(updated);
      } catch {
        /* toasted by the listener */
      }
    });

  if (!actions.unlock && !actions.hire && !actions.reject) return null;

  return (
    <>
      <Inline gap="sm" role="group" aria-label={intl.formatMessage({ id: 'chats.actions.label' })}>
        {actions.unlock && (
          <Button size="sm" onClick={openUnlock} startIcon={<Icon name="unlock" size={16} />}>
            <FormattedMessage id="chats.actions.unlock" />
          </Button>
        )}
        {actions.hire && (
          <Button
            size="sm"
            variant={actions.unlock ? 'secondary' : 'primary'}
            onClick={() => setDialog('hire')}
            startIcon={<Icon name="check" size={16} />}
          >
            <FormattedMessage id="chats.actions.hire" />
          </Button>
        )}
        {actions.reject && (
          <Button size="sm" variant="ghost" onClick={() => setDialog('reject')}>
            <FormattedMessage id="chats.actions.reject" />
          </Button>
        )}
      </Inline>
      {dialog === 'unlock' && (
        <UnlockDialog
          candidateName={name}
          expired={status === 'expired'}
          loading={unlockState.isLoading}
          onConfirm={() => void confirmUnlock()}
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'reject'}
        variant="danger"
        title={<FormattedMessage id="chats.reject.title" values={{ name }} />}
        message={<FormattedMessage id="chats.reject.text" />}
        confirmLabel={intl.formatMessage({ id: 'chats.reject.confirm' })}
        loading={rejectState.isLoading}
        onConfirm={() => void confirmReject()}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'hire'}
        title={<FormattedMessage id="chats.hire.title" values={{ name }} />}
        message={<FormattedMessage id="chats.hire.text" />}
        confirmLabel={intl.formatMessage({ id: 'chats.hire.confirm' })}
        loading={hireState.isLoading}
        onConfirm={() => void confirmHire()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
