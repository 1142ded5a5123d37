/**
 * The open chat's panel is a chunk of its own (src/features/chats/LazyChatPanel.tsx, issue #31
 * point 1): rendered before the chunk has arrived, it says the chat is opening, then shows the
 * panel; once the chunk is here, it renders at once.
 */
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { LazyChatPanel, loadChatPanel } from '../../../src/features/chats/LazyChatPanel';
import { demoToken, listedChat, NOW, setupChatsServer, storeWithToken } from './helpers';
import { renderChats } from './render';

jest.mock('react-virtuoso', () => jest.requireActual('../robustness/allRowsVirtuoso'));

const mock = setupChatsServer();

it('says the chat is opening until its chunk has arrived, then shows the panel; later renders are at once', async () => {
  const store = storeWithToken(await demoToken());
  const chat = await listedChat(mock.current, store, 'unlocked');
  let tick: () => void = () => undefined;
  /** The panel, rendered again (a minute later) each time the test calls `tick`. */
  function Harness() {
    const [now, setNow] = useState(NOW);
    tick = () => setNow((current) => new Date(current.getTime() + 60_000));
    return (
      <LazyChatPanel
        chat={chat}
        opening={undefined}
        onBack={() => undefined}
        onChatUpdated={() => undefined}
        onHired={() => undefined}
        now={now}
      />
    );
  }
  const panel = <Harness />;
  // Each test file has its own modules: the chunk has not been loaded in this one.
  const first = renderChats(panel, store);
  expect(screen.getByRole('status')).toHaveTextContent('Opening the chat…');
  const hire = await screen.findByRole('button', { name: 'Hire' });
  expect(screen.queryByText('Opening the chat…')).toBeNull();
  // A later render (a poll's answer, the clock) keeps the same panel: not mounted again.
  act(() => tick());
  expect(screen.getByRole('button', { name: 'Hire' })).toBe(hire);
  first.unmount();
  await loadChatPanel();
  renderChats(panel, store);
  // No fallback: the panel's header is there in the first render.
  expect(screen.getByRole('button', { name: 'Hire' })).toBeVisible();
});
