/**
 * Screening with templates (issue #9 point 1; contract `sendChatMessage`): the simulated API
 * answers 201 with the Message in a locked chat, 409 in a rejected one, and the chat's last
 * message follows; the chat panel offers the template picker in every chat that is not
 * rejected (free text stays disabled while locked); choosing and sending posts exactly
 * `{ chat_id, template_id }` once; a failed send keeps the choice and toasts the error.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { chatsApi } from '../../../src/api/chatsApi';
import type { Chat, Message, Template } from '../../../src/contract/types';
import { ChatPanel } from '../../../src/features/chats/ChatPanel';
import { templateOptions } from '../../../src/features/chats/TemplateComposer';
import { setNotifier, type Notification } from '../../../src/store/notifier';
import {
  chatIdIn,
  demoToken,
  NOW,
  openingUuid,
  setupChatsServer,
  storeWithToken,
  WAREHOUSE,
  type TestStore,
  listedChat,
} from './helpers';
import { renderChats } from './render';
import { loadSelect } from '../../../src/components/LazySelect';

jest.setTimeout(20_000);

const mock = setupChatsServer();
let notifications: Notification[];
let posts: { path: string; body: unknown }[];

beforeEach(() => {
  notifications = [];
  posts = [];
  setNotifier((n) => notifications.push(n));
  mock.current.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/chat/'))
      posts.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
  });
});
afterEach(() => {
  setNotifier(null);
  mock.current.server.events.removeAllListeners();
});

const chatIn = (store: TestStore, status: Chat['status']) =>
  listedChat(mock.current, store, status);

/** The cached chat `id` of the store's list page. */
function cachedChat(store: TestStore, id: number): Chat | undefined {
  const jobOpeningId = openingUuid(mock.current, WAREHOUSE);
  return chatsApi.endpoints.listJobOpeningChats
    .select({ jobOpeningId, queryString: '' })(store.getState())
    .data?.data.find((c) => c.id === id);
}

async function panelFor(status: Chat['status']) {
  const store = storeWithToken(await demoToken());
  const chat = await chatIn(store, status);
  renderChats(<ChatPanel chat={chat} now={NOW} />, store);
  return { store, chat };
}

// The picker's chunk (LazySelect, issue #31 point 1) is loaded before the tests, as the inbox
// preloads it once its rows are in: these tests are about the picker, not its loading.
beforeAll(() => loadSelect());

const picker = () => screen.queryByRole('combobox', { name: 'Template' });
const sendTemplate = () => screen.queryByRole('button', { name: 'Send template' });

/** Opens the picker with the keyboard, narrows it with `search` and picks `option`. */
async function choose(user: ReturnType<typeof userEvent.setup>, search: string, option: string) {
  const combobox = picker();
  if (!combobox) throw new Error('no template picker');
  await user.click(combobox);
  await user.keyboard(search);
  await user.click(await screen.findByRole('option', { name: option }));
}

const template = (id: number) => templatesById.get(id);
let templatesById: Map<number, Template>;
beforeAll(async () => {
  const response = await fetch('http://localhost/v1/catalog/templates?per_page=100');
  const body = (await response.json()) as { data: Template[] };
  templatesById = new Map(body.data.map((t) => [t.id, t]));
});

describe('sendChatMessage on the simulated API', () => {
  async function post(token: string, chatId: number, templateId: number) {
    return fetch(`http://localhost/v1/employers/chat/${chatId}/messages`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ chat_id: chatId, template_id: templateId }),
    });
  }

  it('answers 201 with the Message in a pending (locked) chat, which becomes its last message', async () => {
    const token = await demoToken();
    const chatId = chatIdIn(mock.current, WAREHOUSE, 'pending');
    const response = await post(token, chatId, 7);
    expect(response.status).toBe(201);
    const message = (await response.json()) as Message;
    expect(message).toMatchObject({
      chat_id: chatId,
      sender: 'employer',
      body: template(7)?.body,
      is_free: false,
      template_id: 7,
    });
    const list = await fetch(
      `http://localhost/v1/employers/job-openings/${openingUuid(mock.current, WAREHOUSE)}/chats`,
      { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
    );
    const chats = ((await list.json()) as { data: Chat[] }).data;
    expect(chats.find((c) => c.id === chatId)?.last_message).toMatchObject({ id: message.id });
  });

  it('answers 201 in an expired chat and 409 in a rejected one', async () => {
    const token = await demoToken();
    expect((await post(token, chatIdIn(mock.current, WAREHOUSE, 'expired'), 1)).status).toBe(201);
    expect((await post(token, chatIdIn(mock.current, WAREHOUSE, 'rejected'), 1)).status).toBe(409);
  });
});

describe('templateOptions', () => {
  it('lists the interface language’s templates first, each labelled with its language', () => {
    const all = [...templatesById.values()];
    const es = templateOptions(all, 'es');
    expect(es).toHaveLength(all.length);
    expect(es[0]).toEqual({ value: 2, label: 'Disponibilidad (ES)' });
    expect(es.slice(0, all.length / 2).every((o) => o.label.endsWith('(ES)'))).toBe(true);
    expect(templateOptions(all, 'en')[0]).toEqual({ value: 1, label: 'Availability (EN)' });
  });
});

describe('the template picker in the chat panel', () => {
  it('is offered in a pending chat while the free text is disabled, and the lock notice says so', async () => {
    await panelFor('pending');
    expect(picker()).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText(/you can screen the candidate with question templates/)).toBeVisible();
    // Nothing chosen yet: nothing to send.
    expect(sendTemplate()).toBeDisabled();
  });

  it.each(['expired', 'unlocked', 'hired'] as const)('is offered in a %s chat', async (status) => {
    await panelFor(status);
    expect(picker()).toBeEnabled();
  });

  it('is not offered in a rejected chat', async () => {
    await panelFor('rejected');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(picker()).toBeNull();
    expect(sendTemplate()).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send a question template' })).toBeNull();
  });

  it('sends exactly { chat_id, template_id } once to the chat’s messages, then clears; the list’s last message follows', async () => {
    const user = userEvent.setup();
    const { store, chat } = await panelFor('pending');
    await choose(user, 'fork', 'Forklift certification (EN)');
    // The exact text that will be sent shows before sending.
    expect(screen.getByText(`Sends: “${template(7)?.body}”`)).toBeVisible();

    // Two quick activations: one request (the first puts the template in the outbox and
    // clears the choice, so the second has nothing to send).
    const button = sendTemplate() as HTMLElement;
    await user.dblClick(button);
    await waitFor(() => expect(store.getState().outbox.entries).toEqual([]));
    expect(posts).toEqual([
      {
        path: `/v1/employers/chat/${chat.id}/messages`,
        body: { chat_id: chat.id, template_id: 7 },
      },
    ]);
    // The choice clears; nothing else to send.
    expect(screen.queryByText('Forklift certification (EN)')).toBeNull();
    expect(sendTemplate()).toBeDisabled();
    expect(notifications).toEqual([]);
    // The chat's row reloads with the new last message (the list shows it).
    await waitFor(() =>
      expect(cachedChat(store, chat.id)?.last_message).toMatchObject({
        body: template(7)?.body,
        template_id: 7,
        sender: 'employer',
      }),
    );
  });

  it('frees the picker at once and keeps a template that was not sent in the outbox, without a toast', async () => {
    mock.current.server.use(
      http.post('*/v1/employers/chat/:id/messages', () =>
        HttpResponse.json({ message: 'Server Error', errors: [] }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    const { store, chat } = await panelFor('pending');
    await choose(user, 'night', 'Night shifts (EN)');
    await user.click(sendTemplate() as HTMLElement);
    // Focus goes back to the picker for the next question.
    await waitFor(() => expect(picker()).toHaveFocus());
    await waitFor(() =>
      expect(store.getState().outbox.entries).toMatchObject([
        {
          chatId: chat.id,
          kind: 'template',
          templateId: 3,
          status: 'failed',
          error: { status: 500 },
        },
      ]),
    );
    expect(notifications).toEqual([]);
    // A 500 is final for the retry policy: one request, Retry is the employer's.
    expect(posts).toHaveLength(1);
  });
});
