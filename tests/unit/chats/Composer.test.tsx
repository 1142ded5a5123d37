/**
 * The free-message composer (SPEC §4, §8): Enter sends, Shift+Enter adds a line; Send puts
 * the message in the outbox (issue #18 point 2) and clears the input at once; a failure keeps
 * the text there, as not sent (the thread shows it with Retry and Discard).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Composer } from '../../../src/features/chats/Composer';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import { chatIdIn, demoToken, setupChatsServer, storeWithToken, WAREHOUSE } from './helpers';
import { renderChats } from './render';

const mock = setupChatsServer();
let notifications: Notification[];

beforeEach(() => {
  notifications = [];
  setNotifier((n) => notifications.push(n));
});
afterEach(() => setNotifier(null));

async function setup(disabledReason?: string) {
  const store = storeWithToken(await demoToken());
  const chatId = chatIdIn(mock.current, WAREHOUSE, 'unlocked');
  const sent: unknown[] = [];
  mock.current.server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/free-messages')) sent.push(await request.clone().json());
  });
  renderChats(<Composer chatId={chatId} disabledReason={disabledReason} />, store);
  const box = screen.getByRole('textbox', { name: 'Message' });
  return { box, chatId, sent, store };
}

afterEach(() => mock.current.server.events.removeAllListeners());

describe('Composer', () => {
  it('Enter sends the trimmed text and clears the input; Shift+Enter does not send', async () => {
    const { box, chatId, sent, store } = await setup();
    fireEvent.change(box, { target: { value: '  Line one\nLine two  ' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    // A send puts the message in the outbox at once, and only from there does it leave.
    await act(async () => {});
    expect(store.getState().outbox.entries).toEqual([]);
    expect(box).toHaveValue('  Line one\nLine two  ');
    expect(sent).toEqual([]);

    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(sent).toEqual([{ chat_id: chatId, body: 'Line one\nLine two' }]));
    expect(notifications).toEqual([]);
  });

  it('does not send blank text', async () => {
    const { box, sent, store } = await setup();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // A send puts the message in the outbox at once, and only from there does it leave.
    await act(async () => {});
    expect(store.getState().outbox.entries).toEqual([]);
    expect(box).toHaveValue('   ');
    expect(sent).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('frees the composer at once; a refused send stays in the outbox as not sent, its text kept, without a toast', async () => {
    mock.current.server.use(
      http.post('*/v1/employers/chat/:id/free-messages', () =>
        HttpResponse.json(
          {
            message: 'This chat is locked.',
            errors: ['Unlock the chat to send free-text messages.'],
          },
          { status: 409 },
        ),
      ),
    );
    const { box, store } = await setup();
    fireEvent.change(box, { target: { value: 'Are you free on Friday?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(box).toHaveValue('');
    await waitFor(() =>
      expect(store.getState().outbox.entries).toMatchObject([
        {
          body: 'Are you free on Friday?',
          status: 'failed',
          error: { status: 409, message: 'This chat is locked.' },
        },
      ]),
    );
    expect(notifications).toEqual([]);
  });

  it('never cuts a pasted message: past 2,000 characters it says by how much and Send waits (issue #19 point 9)', async () => {
    const { box, sent } = await setup();
    const long = 'a'.repeat(1_950);
    fireEvent.change(box, { target: { value: long } });
    expect(box).toHaveAccessibleDescription('1,950 of 2,000 characters');
    const tooLong = `${long} ${'b'.repeat(99)}`;
    fireEvent.change(box, { target: { value: tooLong } });
    expect(box).toHaveValue(tooLong);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/over the limit of 2,000/)).toHaveTextContent(
      'The message is 50 characters over the limit of 2,000. Shorten it to send it.',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveValue(tooLong);
    expect(sent).toEqual([]);
  });

  it('is disabled with the reason when the chat is not usable', async () => {
    const { box } = await setup('Unlock the chat to send free messages.');
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Unlock the chat to send free messages.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
