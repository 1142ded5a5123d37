import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Chat, JobOpening } from '../../contract/types';
import { Button, EmptyState, Icon, Spinner, toastLane } from '../../components';
import { LazyChatPanel } from './LazyChatPanel';
import { StyledCentered, StyledChatPane } from './ChatsPage.styles';
import { chatsMessages } from './chats.messages';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  notInListText: {
    id: 'chats.notInList.text',
    defaultMessage: "It doesn't match the current filters, or it no longer exists.",
  },
  notInListTitle: {
    id: 'chats.notInList.title',
    defaultMessage: "This chat isn't in the list",
  },
  panelEmpty: { id: 'chats.panel.empty', defaultMessage: 'Chat' },
  panelLabel: { id: 'chats.panel.label', defaultMessage: 'Chat with {name}' },
  placeholderText: {
    id: 'chats.placeholder.text',
    defaultMessage: 'Pick a candidate from the list to read and answer your conversation.',
  },
  placeholderTitle: { id: 'chats.placeholder.title', defaultMessage: 'Choose a chat' },
});

/**
 * Where the open chat is a view of its own over the whole screen (up to the `md` breakpoint),
 * its bottom is kept for the toasts while any shows (issue #30 point 7): the composer rises
 * above them. On wider screens the toasts sit over the list pane, left of this one.
 */
const StyledPane = styled(StyledChatPane)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-bottom: ${toastLane};
  }
`;

/** Props of {@link ChatDetailPane}. */
export interface ChatDetailPaneProps {
  /** The open chat's record, when known. */
  chat: Chat | undefined;
  /** The id of the chat chosen (e.g. `?chat=` of the URL), known before or without its record. */
  selectedId: number | undefined;
  /** The chat list's first load is under way: a chosen chat not known yet shows a spinner. */
  loading: boolean;
  /** A filter is on: a chosen chat not in the list offers "Clear filters". */
  filtered: boolean;
  /** "Clear filters" of the chat-not-in-the-list state. */
  onClearFilters: () => void;
  /** The open chat's job opening: its header then explains the match (issue #9 point 2). */
  opening: JobOpening | undefined;
  /** Back to the list (the thread's back button, on phones). */
  onBack: () => void;
  /** Called with the record returned by unlock, reject or hire. */
  onChatUpdated: (chat: Chat) => void;
  /** The SPEC §4 hired callback. */
  onHired: (chat: Chat) => void;
  /** "Now" for the usability rule and day labels. */
  now: Date;
}

/**
 * The thread pane of a chats screen (SPEC §2, §4): the open chat (`ChatPanel` from its own
 * chunk, {@link LazyChatPanel}: header with the actions, thread, composer), named after its
 * candidate; else a spinner while the
 * chosen chat is not known yet, "This chat isn't in the list" (with "Clear filters" when a
 * filter is on) when the chosen chat is not known at all, or "Choose a chat" when none is
 * chosen. Knows nothing of the route: the screen hands it the chat and the callbacks. On
 * phones and tablets its bottom is kept for the toasts while any shows (issue #30 point 7).
 */
export function ChatDetailPane({
  chat,
  selectedId,
  loading,
  filtered,
  onClearFilters,
  opening,
  onBack,
  onChatUpdated,
  onHired,
  now,
}: ChatDetailPaneProps) {
  const intl = useIntl();
  let body: ReactNode;
  if (chat) {
    body = (
      <LazyChatPanel
        chat={chat}
        opening={opening}
        onBack={onBack}
        onChatUpdated={onChatUpdated}
        onHired={onHired}
        now={now}
      />
    );
  } else if (selectedId !== undefined && loading) {
    body = (
      <StyledCentered>
        <Spinner size="lg" label={intl.formatMessage(chatsMessages.listLoading)} />
      </StyledCentered>
    );
  } else if (selectedId !== undefined) {
    body = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          title={<FormattedMessage {...messages.notInListTitle} />}
          description={<FormattedMessage {...messages.notInListText} />}
          action={
            filtered ? (
              <Button variant="secondary" onClick={onClearFilters}>
                <FormattedMessage {...chatsMessages.filtersClear} />
              </Button>
            ) : undefined
          }
        />
      </StyledCentered>
    );
  } else {
    body = (
      <StyledCentered>
        <EmptyState
          headingLevel={2}
          icon={<Icon name="message" size={28} />}
          title={<FormattedMessage {...messages.placeholderTitle} />}
          description={<FormattedMessage {...messages.placeholderText} />}
        />
      </StyledCentered>
    );
  }
  return (
    <StyledPane
      data-pane="chat"
      aria-label={
        chat
          ? intl.formatMessage(messages.panelLabel, { name: chat.candidate.name })
          : intl.formatMessage(messages.panelEmpty)
      }
    >
      {body}
    </StyledPane>
  );
}
