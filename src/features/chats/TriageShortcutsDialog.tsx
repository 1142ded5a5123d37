import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button, Modal } from '../../components';
import { StyledShortcutsButton } from './ChatsPage.styles';
import { TRIAGE_SHORTCUTS, type TriageAction } from './triageShortcuts';
import { defineMessages, type Message } from '../../i18n/defineMessages';

const messages = defineMessages({
  shortcutsHelp: { id: 'chats.shortcuts.help', defaultMessage: 'Show these shortcuts' },
  shortcutsHire: { id: 'chats.shortcuts.hire', defaultMessage: 'Hire (asks to confirm)' },
  shortcutsNext: { id: 'chats.shortcuts.next', defaultMessage: 'Next chat' },
  shortcutsNote: {
    id: 'chats.shortcuts.note',
    defaultMessage:
      'Shortcuts act on the focused chat, else on the open one. They are off while you type in a field or a dialog is open.',
  },
  shortcutsOpen: { id: 'chats.shortcuts.open', defaultMessage: 'Open the chat' },
  shortcutsOpenButton: {
    id: 'chats.shortcuts.open.button',
    defaultMessage: 'Keyboard shortcuts',
  },
  shortcutsPrevious: { id: 'chats.shortcuts.previous', defaultMessage: 'Previous chat' },
  shortcutsReject: {
    id: 'chats.shortcuts.reject',
    defaultMessage: 'Reject (5 seconds to undo)',
  },
  shortcutsSearch: { id: 'chats.shortcuts.search', defaultMessage: 'Search chats' },
  shortcutsTemplates: {
    id: 'chats.shortcuts.templates',
    defaultMessage: 'Send a question template',
  },
  shortcutsTitle: { id: 'chats.shortcuts.title', defaultMessage: 'Keyboard shortcuts' },
  shortcutsUndo: { id: 'chats.shortcuts.undo', defaultMessage: 'Undo the last rejection' },
  shortcutsUnlock: {
    id: 'chats.shortcuts.unlock',
    defaultMessage: 'Unlock (opens the payment)',
  },
  close: { id: 'common.close', defaultMessage: 'Close' },
});

/** What each shortcut does, as the dialog lists it. */
const ACTION_MESSAGES: Readonly<Record<TriageAction, Message>> = {
  help: messages.shortcutsHelp,
  hire: messages.shortcutsHire,
  next: messages.shortcutsNext,
  open: messages.shortcutsOpen,
  previous: messages.shortcutsPrevious,
  reject: messages.shortcutsReject,
  search: messages.shortcutsSearch,
  templates: messages.shortcutsTemplates,
  undo: messages.shortcutsUndo,
  unlock: messages.shortcutsUnlock,
};

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  align-items: baseline;
  margin: 0;
`;

const StyledKeys = styled.dt`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
`;

const StyledKey = styled.kbd`
  min-width: 28px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom-width: 2px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const StyledWhat = styled.dd`
  margin: 0;
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Props of {@link TriageShortcutsDialog}. */
export interface TriageShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The `?` dialog of the chats screen (issue #9 point 6): every triage shortcut
 * ({@link TRIAGE_SHORTCUTS}) with its keys, and when shortcuts do not apply (while typing).
 */
export function TriageShortcutsDialog({ open, onClose }: TriageShortcutsDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={<FormattedMessage {...messages.shortcutsTitle} />}
      footer={
        <Button onClick={onClose}>
          <FormattedMessage {...messages.close} />
        </Button>
      }
    >
      <StyledList>
        {TRIAGE_SHORTCUTS.map(({ keys, action }) => (
          <div key={action} style={{ display: 'contents' }}>
            <StyledKeys>
              {keys.map((key) => (
                <StyledKey key={key}>{key}</StyledKey>
              ))}
            </StyledKeys>
            <StyledWhat>
              <FormattedMessage {...ACTION_MESSAGES[action]} />
            </StyledWhat>
          </div>
        ))}
      </StyledList>
      <StyledNote>
        <FormattedMessage {...messages.shortcutsNote} />
      </StyledNote>
    </Modal>
  );
}

/**
 * The chats screens' header button "Keyboard shortcuts" (`aria-keyshortcuts="?"`) that opens
 * {@link TriageShortcutsDialog}; left off phones, where there is no keyboard to use them.
 */
export function TriageShortcutsButton({ onClick }: { onClick: () => void }) {
  return (
    <StyledShortcutsButton>
      <Button variant="ghost" aria-keyshortcuts="?" onClick={onClick}>
        <FormattedMessage {...messages.shortcutsOpenButton} />
      </Button>
    </StyledShortcutsButton>
  );
}
