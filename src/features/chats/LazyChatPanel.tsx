import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '../../components';
import { lazyChunk } from '../../components/lazyChunk';
import type { ChatPanelProps } from './ChatPanel';
import { StyledCentered } from './ChatsPage.styles';
import { defineMessages } from '../../i18n/defineMessages';

const messages = defineMessages({
  loading: { id: 'chats.panel.loading', defaultMessage: 'Opening the chat…' },
});

/** The open chat's panel's chunk (src/features/chats/ChatPanel.tsx and what only it uses). */
const chatPanelChunk = lazyChunk(() =>
  import('./ChatPanel').then((module): ComponentType<ChatPanelProps> => module.ChatPanel),
);

/**
 * Loads the open chat's panel — header and actions (unlock with its payment, hire, reject),
 * thread, composer with its templates, ~11 KB gzipped with what only it uses — once, as a chunk
 * of its own: the chats screens paint their list without it (on a phone the list is the whole
 * first screen; issue #31 point 1). After a failure (a network blip, a new deployment) the next
 * call tries again. {@link LazyChatPanel} calls it when a chat is first opened; the chats screens
 * call it once their first rows have painted. Stories and unit tests call it before rendering,
 * so that a chat opens at once.
 * @returns the `ChatPanel` component; rejects with the import's error.
 */
export function loadChatPanel(): Promise<ComponentType<ChatPanelProps>> {
  return chatPanelChunk.load();
}

/**
 * Starts {@link loadChatPanel} once the page is idle (the chats screens, once their first rows
 * are in: after their paint, there before a chat is opened).
 * @returns a function that cancels the load if it has not started yet.
 */
export function preloadChatPanelWhenIdle(): () => void {
  return chatPanelChunk.preloadWhenIdle();
}

/** The pane's spinner while the panel's chunk loads ("Opening the chat…"). */
function ChatPanelLoading() {
  const intl = useIntl();
  return (
    <StyledCentered>
      <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
    </StyledCentered>
  );
}

/**
 * The open chat's panel (`ChatPanel`, same props) from its own chunk ({@link loadChatPanel}):
 * rendered at once when the chunk has arrived, else the pane's spinner ("Opening the chat…")
 * until it arrives, then the panel — mounted once. Not through Suspense: React keeps a Suspense
 * fallback it has shown for at least 300 ms, which a chat clicked just before the chunk arrives
 * would wait for (issue #31 point 1: thread click ≤ 400 ms). A chunk that fails to load is thrown
 * to the nearest error boundary, as a screen's chunk is (src/app/chunkReload.ts reloads the page
 * once after a deployment).
 */
export function LazyChatPanel(props: ChatPanelProps) {
  const [Loaded, setLoaded] = useState(() => chatPanelChunk.loaded());
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (Loaded) return undefined;
    let active = true;
    chatPanelChunk.load().then(
      (ChatPanel) => {
        // A component is a function: set it, not call it as an updater.
        if (active) setLoaded(() => ChatPanel);
      },
      (error: unknown) => {
        if (active) setFailure({ error });
      },
    );
    return () => {
      active = false;
    };
  }, [Loaded]);
  if (failure) throw failure.error;
  return Loaded ? <Loaded {...props} /> : <ChatPanelLoading />;
}
