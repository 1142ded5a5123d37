import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHireCandidateMutation, useRejectCandidateMutation } from '../../api/chatsApi';
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
 * - **Unlock** (`pending`, `expired`; paid): {@link UnlockDialog} — one Idempotency-Key per
 *   attempt, a ref guard against double clicks, the default card, 3-D Secure, declines inline.
 *   On success a "Chat unlocked" notice; the messages reload (cache invalidation) and the chat
 *   becomes the returned record.
 * - **Reject** (`pending`, `unlocked`, `expired`): the chat becomes the returned record; toast
 *   "Candidate Rejected" / "Candidate was successfully rejected".
 * - **Hire** (`unlocked`, `expired`): toast "Candidate hired" / "Candidate was successfully hire"
 *   (SPEC wording), then `onHired`; chatsApi adds one to the opening's cached `hired_count`.
 * Failures are toasted by the store's listener (SPEC §8) and leave the dialog open.
 */
export function ChatActions({ chat, onChatUpdated, onHired, now }: ChatActionsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reject, rejectState] = useRejectCandidateMutation();
  const [hire, hireState] = useHireCandidateMutation();
  const inFlight = useRef(false);
  const status = chatDisplayStatus(chat, now);
  const actions = availableActions(status);
  const name = chat.candidate.name;

  const onUnlocked = (updated: Chat) => {
    setDialog(null);
    notify({
      kind: 'success',
      summary: { id: 'chats.toast.unlocked.summary' },
      detail: { id: 'chats.toast.unlocked.detail', values: { name: updated.candidate.name } },
    });
    onChatUpdated?.(updated);
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
          <Button
            size="sm"
            onClick={() => setDialog('unlock')}
            startIcon={<Icon name="unlock" size={16} />}
          >
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
        <UnlockDialog chat={chat} onUnlocked={onUnlocked} onCancel={() => setDialog(null)} />
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
