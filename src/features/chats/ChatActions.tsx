import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHireCandidateMutation } from '../../api/chatsApi';
import type { Chat } from '../../contract/types';
import { Button, ConfirmDialog, Icon, Inline } from '../../components';
import { notify } from '../../store/notifier';
import { useChatCommand } from './chatCommands';
import { availableActions, chatDisplayStatus } from './chatStatus';
import { usePendingRejections } from './PendingRejections';
import { UnlockDialog } from './UnlockDialog';
import { chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const texts = defineMessages({
  actionsHire: { id: 'chats.actions.hire', defaultMessage: 'Hire' },
  actionsLabel: { id: 'chats.actions.label', defaultMessage: 'Chat actions' },
  actionsReject: { id: 'chats.actions.reject', defaultMessage: 'Reject' },
  actionsUnlock: { id: 'chats.actions.unlock', defaultMessage: 'Unlock' },
  hireConfirm: { id: 'chats.hire.confirm', defaultMessage: 'Hire candidate' },
  hireText: {
    id: 'chats.hire.text',
    defaultMessage:
      'The candidate is marked as hired for this job opening and the chat stays open for messages.',
  },
  hireTitle: { id: 'chats.hire.title', defaultMessage: 'Hire {name}?' },
  toastHiredDetail: {
    id: 'chats.toast.hired.detail',
    defaultMessage: 'Candidate hired successfully',
  },
  toastHiredSummary: {
    id: 'chats.toast.hired.summary',
    defaultMessage: 'Candidate hired',
  },
  toastUnlockedDetail: {
    id: 'chats.toast.unlocked.detail',
    defaultMessage: 'You can now message {name} freely.',
  },
  toastUnlockedSummary: {
    id: 'chats.toast.unlocked.summary',
    defaultMessage: 'Chat unlocked',
  },
});

/** The dialog a chat action opens. */
export type ChatActionDialog = 'unlock' | 'hire';

const StyledRejecting = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

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
 * - **Reject** (`pending`, `unlocked`, `expired`): no dialog but an undo window
 *   ({@link usePendingRejections}, issue #9 point 5): "Rejecting…" with Undo replaces the
 *   actions for 5 s, then the request is sent; on success the chat becomes the returned
 *   record; toast "Candidate rejected" / "Candidate was successfully rejected".
 * - **Hire** (`unlocked`, `expired`): toast "Candidate hired" / "Candidate hired successfully" (SPEC §4 text, its typo fixed: issue #19 point 16)
 *   (SPEC wording), then `onHired`; chatsApi adds one to the opening's cached `hired_count`.
 * Failures are toasted by the store's listener (SPEC §8) and leave the dialog open.
 */
export function ChatActions({ chat, onChatUpdated, onHired, now }: ChatActionsProps) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<ChatActionDialog | null>(null);
  const [hire, hireState] = useHireCandidateMutation();
  const rejections = usePendingRejections();
  const rejecting = rejections.pendingIds.has(chat.id);
  const inFlight = useRef(false);
  const status = chatDisplayStatus(chat, now);
  const actions = availableActions(status);
  const name = chat.candidate.name;

  const onUnlocked = (updated: Chat) => {
    setDialog(null);
    notify({
      kind: 'success',
      summary: texts.toastUnlockedSummary,
      detail: { ...texts.toastUnlockedDetail, values: { name: updated.candidate.name } },
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

  const confirmHire = () =>
    guarded(async () => {
      try {
        const updated = await hire({ chatId: chat.id }).unwrap();
        setDialog(null);
        notify({
          kind: 'success',
          summary: texts.toastHiredSummary,
          detail: texts.toastHiredDetail,
        });
        onChatUpdated?.(updated);
        onHired?.(updated);
      } catch {
        /* toasted by the listener */
      }
    });

  // The shortcuts `u` and `h` of the chats screen (issue #9 point 6) open the same dialogs.
  useChatCommand(chat.id, 'unlock', !rejecting && actions.unlock, () => setDialog('unlock'));
  useChatCommand(chat.id, 'hire', !rejecting && actions.hire, () => setDialog('hire'));

  if (rejecting) {
    return (
      <Inline gap="sm" role="group" aria-label={intl.formatMessage(texts.actionsLabel)}>
        <StyledRejecting>
          <FormattedMessage {...chatsMessages.rejectUndoPending} />
        </StyledRejecting>
        <Button size="sm" variant="secondary" onClick={() => rejections.undo(chat.id)}>
          <FormattedMessage {...chatsMessages.rejectUndoUndo} />
        </Button>
      </Inline>
    );
  }

  if (!actions.unlock && !actions.hire && !actions.reject) return null;

  return (
    <>
      <Inline gap="sm" role="group" aria-label={intl.formatMessage(texts.actionsLabel)}>
        {actions.unlock && (
          <Button
            size="sm"
            onClick={() => setDialog('unlock')}
            startIcon={<Icon name="unlock" size={16} />}
          >
            <FormattedMessage {...texts.actionsUnlock} />
          </Button>
        )}
        {actions.hire && (
          <Button
            size="sm"
            variant={actions.unlock ? 'secondary' : 'primary'}
            onClick={() => setDialog('hire')}
            startIcon={<Icon name="check" size={16} />}
          >
            <FormattedMessage {...texts.actionsHire} />
          </Button>
        )}
        {actions.reject && (
          <Button size="sm" variant="ghost" onClick={() => rejections.schedule(chat)}>
            <FormattedMessage {...texts.actionsReject} />
          </Button>
        )}
      </Inline>
      {dialog === 'unlock' && (
        <UnlockDialog chat={chat} onUnlocked={onUnlocked} onCancel={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog === 'hire'}
        title={<FormattedMessage {...texts.hireTitle} values={{ name }} />}
        message={<FormattedMessage {...texts.hireText} />}
        confirmLabel={intl.formatMessage(texts.hireConfirm)}
        loading={hireState.isLoading}
        onConfirm={() => void confirmHire()}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
